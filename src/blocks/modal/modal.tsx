/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import UipModal from '../../components/modal';
import { useShortcut } from '../../components/utils/use-shortcut';
import { useDynamicText } from '../../engine/renderer/block-hooks';
import type { BlockComponentProps } from '../../engine/types';
import BuilderOpenView from '../shared/builder-open-view';
import { dynamicOption, textOption } from '../shared/options';
import { TriggerContent, blockShortcut } from '../shared/trigger';
import { useOpenState } from '../shared/use-open-state';
import './modal.scss';

/**
 * The modal block: a dialog of blocks over the page, opened by its button,
 * its keyboard shortcut or the interaction actions open, close and toggle.
 * WordPress's modal keeps the focus inside while open, closes on Escape, its
 * close button or a click outside, and gives the focus back to what had it.
 * In the builder the dialog's blocks show under the button while the block
 * or one inside it is selected, to be edited.
 *
 * @param props          Component props.
 * @param props.block    The block.
 * @param props.mode     Display mode.
 * @param props.options  The block's options.
 * @param props.children The rendered child blocks.
 */
export default function Modal( {
	block,
	mode,
	options,
	children,
}: BlockComponentProps ) {
	const [ open, setOpen ] = useOpenState( block.uid );
	const live = mode !== 'builder';
	useShortcut( live ? blockShortcut( options )?.keys : undefined, () =>
		setOpen( ( current ) => ! current )
	);
	const text = useDynamicText( dynamicOption( options, 'buttonText' ) );
	const title =
		textOption( options, 'modalTitle' ).trim() ||
		text ||
		__( 'Dialog', 'uipress' );
	const button = options.hideButton !== true && (
		<button
			type="button"
			className="uip-block-modal__toggle uip-trigger-button"
			aria-haspopup="dialog"
			aria-label={ text ? undefined : title }
			onClick={ live ? () => setOpen( true ) : undefined }
		>
			<TriggerContent options={ options } />
		</button>
	);

	if ( ! live ) {
		return (
			<BuilderOpenView
				contentClassName="uip-block-modal__content"
				trigger={ button }
			>
				{ children }
			</BuilderOpenView>
		);
	}
	return (
		<>
			{ button }
			<UipModal
				isOpen={ open }
				title={ title }
				onClose={ () => setOpen( false ) }
				className="uip-block-modal__dialog"
			>
				{ children }
			</UipModal>
		</>
	);
}
