/**
 * The AI model option type (`aiModel`): a model name, typed or chosen from
 * the block's presets and the models the site's AI provider offers
 * (GET uipress/v1/ai/models, which asks the provider with the site's key) or
 * those of the provider connected to WordPress's AI client (Connectors).
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { TextControl } from '@wordpress/components';
import { useEffect, useId, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { OptionControlProps } from '../types';
import { toText } from './values';

export const AI_MODELS_PATH = '/uipress/v1/ai/models';

/** What the models route answers. */
/** What WordPress's AI client offers (Settings → Connectors). */
export interface WordPressAiModels {
	/** Whether the site has the client (WordPress 7.0+, AI allowed). */
	supported: boolean;
	available: boolean;
	/** Its conversation models' ids. */
	models: string[];
	/** Where to connect a provider, for who may. */
	connectorsUrl?: string;
}

interface ProviderModels {
	models: string[];
	error?: string;
	wordpress: WordPressAiModels;
}

const NO_WORDPRESS_AI: WordPressAiModels = {
	supported: false,
	available: false,
	models: [],
};

/**
 * The route's `wordpress` member, checked.
 *
 * @param value The member.
 */
function wordpressAi( value: unknown ): WordPressAiModels {
	if ( ! value || typeof value !== 'object' ) {
		return NO_WORDPRESS_AI;
	}
	const answer = value as Record< string, unknown >;
	const models = Array.isArray( answer.models )
		? answer.models.flatMap( ( model: unknown ) => {
				const id = ( model as { id?: unknown } | null )?.id;
				return typeof id === 'string' ? [ id ] : [];
			} )
		: [];
	return {
		supported: answer.supported === true,
		available: answer.available === true,
		models,
		...( typeof answer.connectorsUrl === 'string'
			? { connectorsUrl: answer.connectorsUrl }
			: {} ),
	};
}

type ModelsState =
	{ status: 'loading' } | ( { status: 'ready' } & ProviderModels );

let request: Promise< ProviderModels > | undefined;

function stringList( value: unknown ): string[] {
	return Array.isArray( value )
		? value.filter( ( item ): item is string => typeof item === 'string' )
		: [];
}

/**
 * The provider's models, asked once per page.
 */
export function providerModels(): Promise< ProviderModels > {
	if ( ! request ) {
		request = apiFetch< Record< string, unknown > >( {
			path: AI_MODELS_PATH,
		} ).then(
			( answer ) => ( {
				models: stringList( answer.models ),
				error:
					typeof answer.error === 'string' ? answer.error : undefined,
				wordpress: wordpressAi( answer.wordpress ),
			} ),
			( error: unknown ) => {
				request = undefined;
				const message = ( error as { message?: unknown } | null )
					?.message;
				return {
					models: [],
					error: typeof message === 'string' ? message : undefined,
					wordpress: NO_WORDPRESS_AI,
				};
			}
		);
	}
	return request;
}

/**
 * @param props          Component props.
 * @param props.option   The option (`args.presets`: model names offered first).
 * @param props.value    Stored value.
 * @param props.onChange Receives the name; typing merges into one undo step.
 */
export default function AiModelOptionControl( {
	option,
	value,
	onChange,
}: OptionControlProps ) {
	const listId = useId();
	const [ state, setState ] = useState< ModelsState >( {
		status: 'loading',
	} );
	useEffect( () => {
		let live = true;
		providerModels().then(
			( answer ) => live && setState( { status: 'ready', ...answer } )
		);
		return () => {
			live = false;
		};
	}, [] );

	const presets = stringList( option.args?.presets );
	const offered = [
		...new Set( [
			...presets,
			...( state.status === 'ready'
				? [ ...state.models, ...state.wordpress.models ]
				: [] ),
		] ),
	];
	let help: string = __(
		'Choose a model, or type the name of any model your AI provider offers.',
		'uipress'
	);
	if ( state.status === 'loading' ) {
		help = __( 'Loading the AI provider’s models…', 'uipress' );
	} else if ( state.error ) {
		help = sprintf(
			/* translators: %s: why the provider's models could not be listed. */
			__(
				'The AI provider’s models could not be listed (%s). Type a model name, or choose one of these.',
				'uipress'
			),
			state.error
		);
	}
	return (
		<>
			<TextControl
				__nextHasNoMarginBottom
				label={ option.label }
				help={ help }
				list={ listId }
				autoComplete="off"
				spellCheck={ false }
				value={ toText( value ) }
				onChange={ ( next ) => onChange( next.trim(), true ) }
			/>
			<datalist id={ listId }>
				{ offered.map( ( model ) => (
					<option key={ model } value={ model } />
				) ) }
			</datalist>
		</>
	);
}
