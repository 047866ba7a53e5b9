/**
 * The AI model option type (`aiModel`): a model name, typed or chosen from
 * the block's presets and the models the site's AI provider offers
 * (GET uipress/v1/ai/models, which asks the provider with the site's key).
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
interface ProviderModels {
	models: string[];
	error?: string;
}

type ModelsState =
	| { status: 'loading' }
	| { status: 'ready'; models: string[]; error?: string };

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
			} ),
			( error: unknown ) => {
				request = undefined;
				const message = ( error as { message?: unknown } | null )
					?.message;
				return {
					models: [],
					error: typeof message === 'string' ? message : undefined,
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
			...( state.status === 'ready' ? state.models : [] ),
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
