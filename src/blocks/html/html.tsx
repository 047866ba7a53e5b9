/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockComponentProps } from '../../engine/types';
import { textOption } from '../shared/options';

/**
 * The custom HTML block: its markup as saved. The server cleaned it with
 * wp_kses_post() unless the user who saved it may post unfiltered HTML
 * (includes/Templates/HtmlGuard.php), as WordPress treats a post. Scripts in
 * it do not run in the builder, where the markup is only shown.
 *
 * @param props         Component props.
 * @param props.options The block's options.
 * @param props.mode    Display mode.
 */
export default function Html( { options, mode }: BlockComponentProps ) {
	const html = textOption( options, 'html' );
	if ( ! html.trim() ) {
		return mode === 'builder' ? (
			<p className="uip-html__empty">
				{ __( 'Add your HTML in the block’s settings.', 'uipress' ) }
			</p>
		) : null;
	}
	return (
		<div
			className="uip-html"
			// Saved through HtmlGuard: cleaned unless its author may post any HTML.
			dangerouslySetInnerHTML={ { __html: html } }
		/>
	);
}
