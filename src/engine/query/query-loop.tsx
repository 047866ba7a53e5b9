/**
 * WordPress dependencies
 */
import { useContext, useMemo, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import type { Block, DisplayMode } from '../types';
import LoadingSpinner from '../../components/spinner';
import { RendererEnvironmentContext } from '../renderer/renderer-context';
import { blocksForResult } from './apply-matches';
import { SEARCH_DEBOUNCE_MS } from './constants';
import QueryPagination from './query-pagination';
import { querySettingsOf } from './query-settings';
import { useBlockQuery } from './use-block-query';
import { useDebouncedValue } from './use-debounced-value';
import './query-loop.scss';

export interface QueryLoopProps {
	/** The block whose `query.enabled` is true. */
	block: Block;
	mode: DisplayMode;
	/** Renders a list of blocks (the renderer's block list). */
	renderBlocks: ( blocks: Block[] ) => ReactNode;
}

const NO_BLOCKS: Block[] = [];

/**
 * In the builder: the children once, unrepeated, under a badge saying they
 * repeat per result. No request is made.
 *
 * @param props              Component props.
 * @param props.block        The query block.
 * @param props.renderBlocks Renders blocks.
 */
function BuilderQueryLoop( { block, renderBlocks }: QueryLoopProps ) {
	return (
		<>
			<span
				className="uip-query-loop__badge"
				title={ __(
					'These blocks repeat once for each result of the query.',
					'uipress'
				) }
			>
				{ __( 'Query loop', 'uipress' ) }
			</span>
			{ renderBlocks( block.content ?? NO_BLOCKS ) }
		</>
	);
}

/**
 * In production and preview: the children once per result, with search and
 * pagination when the query asks for them.
 *
 * @param props              Component props.
 * @param props.block        The query block.
 * @param props.renderBlocks Renders blocks.
 */
function LiveQueryLoop( { block, renderBlocks }: QueryLoopProps ) {
	const settings = useMemo( () => querySettingsOf( block ), [ block ] );
	const children = block.content ?? NO_BLOCKS;
	const blockString = useMemo(
		() => JSON.stringify( children ),
		[ children ]
	);
	const [ searchInput, setSearchInput ] = useState( '' );
	const search = useDebouncedValue(
		settings.search ? searchInput.trim() : '',
		SEARCH_DEBOUNCE_MS
	);

	// A new search or new settings start again from the first page.
	const [ page, setPage ] = useState( 1 );
	const pageScope = `${ JSON.stringify( settings ) }\n${ search }`;
	const [ scope, setScope ] = useState( pageScope );
	if ( scope !== pageScope ) {
		setScope( pageScope );
		setPage( 1 );
	}

	const { loading, result, error } = useBlockQuery( {
		settings,
		blockString,
		page,
		search,
		enabled: true,
	} );

	// Values are escaped by where they land, which the children's
	// definitions say: the copies are made again when a definition loads.
	const { definitionFor } = useContext( RendererEnvironmentContext );
	const items = useMemo(
		() =>
			result?.ids.flatMap( ( id ) => {
				const blocks = blocksForResult(
					blockString,
					result.matches[ id ] ?? [],
					id,
					definitionFor
				);
				return blocks ? [ { id, blocks } ] : [];
			} ) ?? [],
		[ result, blockString, definitionFor ]
	);

	let message: string | undefined;
	if ( ! loading && error ) {
		message = __( 'The results could not be loaded.', 'uipress' );
	} else if ( ! loading && result && ! items.length ) {
		message = search
			? sprintf(
					/* translators: %s: the search text. */
					__( 'No results for “%s”.', 'uipress' ),
					search
				)
			: __( 'No results.', 'uipress' );
	}

	return (
		<>
			{ settings.search && (
				<div className="uip-query-loop__search">
					<input
						type="search"
						className="uip-query-loop__search-input"
						aria-label={ __( 'Search results', 'uipress' ) }
						placeholder={ __( 'Search results', 'uipress' ) }
						value={ searchInput }
						onChange={ ( event ) =>
							setSearchInput( event.target.value )
						}
					/>
				</div>
			) }
			{ loading && (
				<div className="uip-query-loop__status" role="status">
					<LoadingSpinner decorative />
					<span>{ __( 'Loading results…', 'uipress' ) }</span>
				</div>
			) }
			<div className="uip-query-loop__items" aria-busy={ loading }>
				{ items.map( ( item ) => (
					<div
						key={ item.id }
						className="uip-query-loop__item"
						data-uip-query-item={ item.id }
					>
						{ renderBlocks( item.blocks ) }
					</div>
				) ) }
			</div>
			{ message && (
				<p className="uip-query-loop__message">{ message }</p>
			) }
			{ settings.showPagination && result && result.totalPages > 1 && (
				<QueryPagination
					page={ page }
					totalPages={ result.totalPages }
					onChange={ setPage }
				/>
			) }
		</>
	);
}

/**
 * A query loop (spec: query): the block's children repeated once per result
 * of `POST uipress/v1/block-query`, each copy with its result's values put in
 * place of the `{{placeholders}}`, escaped for where each lands.
 *
 * @param props Component props.
 */
export default function QueryLoop( props: QueryLoopProps ) {
	return props.mode === 'builder' ? (
		<BuilderQueryLoop { ...props } />
	) : (
		<LiveQueryLoop { ...props } />
	);
}
