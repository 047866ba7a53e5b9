/**
 * The question an admin menu entry marked "ask before opening" asks
 * (`custom.confirm`): a modal dialog in WordPress's confirm dialog's shape
 * (the message, then Cancel and the confirming button). The interface loads
 * it as a `later/` chunk the first time an entry asks
 * (confirm-open-view.interface.ts).
 */

/**
 * WordPress dependencies
 */
import { useEffect, useRef } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import './confirm-open.scss';

export interface ConfirmOpenProps {
	/** The entry's name, as the menu shows it. */
	name: string;
	/** Called once the dialog closes: whether Open was chosen. */
	onClose: ( open: boolean ) => void;
}

/**
 * A native modal `<dialog>`: it keeps the focus inside, closes on Escape and
 * gives the focus back to the entry when it closes, with no library (the
 * interface page does not load WordPress's components).
 *
 * @param props         Component props.
 * @param props.name    The entry's name.
 * @param props.onClose Called with the answer.
 */
export default function ConfirmOpen( { name, onClose }: ConfirmOpenProps ) {
	const ref = useRef< HTMLDialogElement >( null );
	useEffect( () => {
		const dialog = ref.current;
		if ( dialog && ! dialog.open ) {
			dialog.showModal();
		}
	}, [] );
	return (
		// A click on the backdrop lands on the dialog itself, outside its
		// box: it cancels, as a click outside WordPress's confirm dialog
		// does. The buttons
		// and Escape are the keyboard's way.
		// eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
		<dialog
			ref={ ref }
			className="uip-confirm-open"
			aria-labelledby="uip-confirm-open-message"
			onClose={ () => onClose( ref.current?.returnValue === 'open' ) }
			onClick={ ( { target, clientX: x, clientY: y } ) => {
				const box = ref.current?.getBoundingClientRect();
				if (
					target === ref.current &&
					box &&
					( x < box.left ||
						x > box.right ||
						y < box.top ||
						y > box.bottom )
				) {
					ref.current.close();
				}
			} }
		>
			<p id="uip-confirm-open-message">
				{ sprintf(
					/* translators: %s: the menu entry's name. */
					__( 'Open “%s”?', 'uipress' ),
					name
				) }
			</p>
			<div className="uip-confirm-open__actions">
				<button
					type="button"
					className="uip-confirm-open__cancel"
					onClick={ () => ref.current?.close() }
				>
					{ __( 'Cancel', 'uipress' ) }
				</button>
				<button
					type="button"
					className="uip-confirm-open__open"
					onClick={ () => ref.current?.close( 'open' ) }
				>
					{ __( 'Open', 'uipress' ) }
				</button>
			</div>
		</dialog>
	);
}
