/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useTemplateId } from '../../engine/renderer/block-hooks';
import type { BlockComponentProps } from '../../engine/types';
import { isNetworkTemplate } from '../shared/network-template';
import { textOption } from '../shared/options';
import {
	failureMessage,
	fetchShortcode,
	type ShortcodeSource,
} from './fetch-shortcode';

type State =
	| { status: 'loading' }
	| { status: 'ready'; html: string }
	| { status: 'error'; message: string };

/**
 * The shortcode block: what its shortcode prints, rendered by the site
 * (POST uipress/v1/shortcode). Users of the template ask for it by template
 * and block, so only the shortcode saved in their template runs; the builder
 * shows the shortcode as typed.
 *
 * @param props         Component props.
 * @param props.block   The block.
 * @param props.mode    Display mode.
 * @param props.options The block's options.
 */
export default function Shortcode( {
	block,
	mode,
	options,
}: BlockComponentProps ) {
	const shortcode = textOption( options, 'shortcode' ).trim();
	const templateId = useTemplateId();
	const [ state, setState ] = useState< State >( { status: 'loading' } );
	const typed = mode === 'builder' || ! templateId;
	const sourceKey = typed
		? `typed:${ shortcode }`
		: `${ templateId }:${ block.uid }`;

	useEffect( () => {
		if ( ! shortcode ) {
			return undefined;
		}
		const source: ShortcodeSource = typed
			? { shortcode }
			: {
					template: templateId!,
					block: block.uid,
					...( isNetworkTemplate( templateId )
						? { network: true }
						: {} ),
				};
		let live = true;
		setState( { status: 'loading' } );
		fetchShortcode( source ).then(
			( html ) => live && setState( { status: 'ready', html } ),
			( error: unknown ) =>
				live &&
				setState( {
					status: 'error',
					message: failureMessage(
						error,
						__( 'The shortcode could not be shown.', 'uipress' )
					),
				} )
		);
		return () => {
			live = false;
		};
		// sourceKey holds what the request depends on.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ sourceKey ] );

	if ( ! shortcode ) {
		return mode === 'builder' ? (
			<p className="uip-shortcode__empty">
				{ __( 'Add a shortcode in the block’s settings.', 'uipress' ) }
			</p>
		) : null;
	}
	if ( state.status === 'loading' ) {
		return (
			<div
				className="uip-shortcode uip-shortcode--loading"
				aria-busy="true"
				aria-label={ __( 'Loading', 'uipress' ) }
			/>
		);
	}
	if ( state.status === 'error' ) {
		return (
			<p className="uip-shortcode__error" role="alert">
				{ state.message }
			</p>
		);
	}
	return (
		<div
			className="uip-shortcode"
			// The site's own shortcode output, as on its pages.
			dangerouslySetInnerHTML={ { __html: state.html } }
		/>
	);
}
