/**
 * The AI provider option type (`aiProvider`, docs/WP7-NATIVE.md): where an
 * AI chat block sends its conversations. Automatic (the default) answers
 * through WordPress's AI client when a provider is connected in Settings →
 * Connectors and the block has no key of its own; WordPress AI always
 * does; Own key always uses the block's or the site's OpenAI-compatible
 * key. Says whether a provider is connected, and where to connect one.
 * Without the client (WordPress 6.9, or AI turned off) there is no choice:
 * the block uses its key.
 */

/**
 * WordPress dependencies
 */
import { ExternalLink, SelectControl } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { OptionControlProps } from '../types';
import { providerModels, type WordPressAiModels } from './ai-model-control';
import { toText } from './values';

/** The choices, as the chat route reads them. */
export const AI_PROVIDERS = [ '', 'wordpress', 'own' ] as const;

/**
 * The choices' labels.
 */
function providerChoices() {
	return [
		{ value: '', label: __( 'Automatic', 'uipress' ) },
		{
			value: 'wordpress',
			label: __( 'WordPress AI (Connectors)', 'uipress' ),
		},
		{ value: 'own', label: __( 'Own key (OpenAI-compatible)', 'uipress' ) },
	];
}

export default function AiProviderOptionControl( {
	option,
	value,
	onChange,
}: OptionControlProps ) {
	const [ wordpress, setWordpress ] = useState< WordPressAiModels | null >(
		null
	);
	useEffect( () => {
		let live = true;
		providerModels().then(
			( answer ) => live && setWordpress( answer.wordpress )
		);
		return () => {
			live = false;
		};
	}, [] );

	const chosen =
		AI_PROVIDERS.find( ( one ) => one === toText( value ) ) ?? '';
	if ( wordpress && ! wordpress.supported ) {
		return (
			<p className="uip-ai-provider-control components-base-control__help">
				{ __(
					'This site has no WordPress AI client (WordPress 7.0 or later, with AI allowed): the block uses its own key or the site’s.',
					'uipress'
				) }
			</p>
		);
	}
	let status: string;
	if ( wordpress === null ) {
		status = __( 'Checking WordPress’s AI connectors…', 'uipress' );
	} else if ( wordpress.available ) {
		status = __(
			'A provider is connected in Settings → Connectors: Automatic answers through it unless the block has a key of its own.',
			'uipress'
		);
	} else {
		status = __(
			'No AI provider is connected in Settings → Connectors: Automatic uses the block’s or the site’s key.',
			'uipress'
		);
	}
	return (
		<div className="uip-ai-provider-control">
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ option.label }
				value={ chosen }
				options={ providerChoices() }
				help={ status }
				onChange={ ( next ) => onChange( next, true ) }
			/>
			{ wordpress && ! wordpress.available && wordpress.connectorsUrl && (
				<p>
					<ExternalLink href={ wordpress.connectorsUrl }>
						{ __(
							'Connect a provider in Settings → Connectors',
							'uipress'
						) }
					</ExternalLink>
				</p>
			) }
		</div>
	);
}
