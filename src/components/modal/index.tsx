/**
 * WordPress dependencies
 */
import { Modal as CoreModal } from '@wordpress/components';
import type { ReactNode } from 'react';

export interface UipModalProps {
	isOpen: boolean;
	title: string;
	onClose: () => void;
	children: ReactNode;
	className?: string;
}

/**
 * A dialog that closes on a click outside it (and on Escape or its close button).
 *
 * @param props           Component props.
 * @param props.isOpen
 * @param props.title
 * @param props.onClose
 * @param props.children
 * @param props.className
 */
export default function UipModal( {
	isOpen,
	title,
	onClose,
	children,
	className,
}: UipModalProps ) {
	if ( ! isOpen ) {
		return null;
	}
	return (
		<CoreModal
			title={ title }
			onRequestClose={ onClose }
			shouldCloseOnClickOutside
			shouldCloseOnEsc
			className={ `uip-modal${ className ? ` ${ className }` : '' }` }
		>
			{ children }
		</CoreModal>
	);
}
