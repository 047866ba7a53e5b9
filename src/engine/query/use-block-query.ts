/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useCreateNotification } from '../notifications/use-create-notification';
import type { QuerySettings } from '../types';
import {
	BlockQueryError,
	fetchBlockQuery,
	type BlockQueryResult,
} from './fetch-block-query';

export interface BlockQueryState {
	/** A request is running. */
	loading: boolean;
	/** The last results (kept while the next page loads). */
	result: BlockQueryResult | undefined;
	/** The message of the last failure, until a request succeeds. */
	error: string | undefined;
}

interface UseBlockQueryArgs {
	settings: QuerySettings;
	blockString: string;
	page: number;
	search: string;
	/** False in the builder: no request is made. */
	enabled: boolean;
}

/**
 * Runs the block query, again whenever the settings, children, page or
 * search change (spec: query re-runs). A failure shows an error notification
 * with the server's message (spec: query error). Answers to superseded
 * requests are dropped.
 *
 * @param args             Settings, children JSON, page, search, whether to run.
 * @param args.settings
 * @param args.blockString
 * @param args.page
 * @param args.search
 * @param args.enabled
 */
export function useBlockQuery( {
	settings,
	blockString,
	page,
	search,
	enabled,
}: UseBlockQueryArgs ): BlockQueryState {
	const [ state, setState ] = useState< BlockQueryState >( {
		loading: enabled,
		result: undefined,
		error: undefined,
	} );
	const createNotification = useCreateNotification();
	const settingsKey = JSON.stringify( settings );

	useEffect( () => {
		if ( ! enabled ) {
			return undefined;
		}
		let current = true;
		const controller = new AbortController();
		const badMessage = __(
			'The server sent an answer UiPress could not read.',
			'uipress'
		);
		setState( ( previous ) =>
			previous.loading ? previous : { ...previous, loading: true }
		);
		fetchBlockQuery(
			{
				query: JSON.parse( settingsKey ) as QuerySettings,
				blockString,
				page,
				search,
			},
			badMessage,
			controller.signal
		).then(
			( result ) => {
				if ( current ) {
					setState( { loading: false, result, error: undefined } );
				}
			},
			( error: unknown ) => {
				if ( ! current ) {
					return;
				}
				const message =
					error instanceof BlockQueryError
						? error.message
						: badMessage;
				setState( {
					loading: false,
					result: undefined,
					error: message,
				} );
				createNotification( {
					title: __( 'Unable to load results', 'uipress' ),
					message,
					status: 'error',
				} );
			}
		);
		return () => {
			current = false;
			controller.abort();
		};
	}, [
		enabled,
		settingsKey,
		blockString,
		page,
		search,
		createNotification,
	] );

	return state;
}
