/**
 * The admin menu's search: a combobox over the entries' names, its results
 * listed in place of the menu while there is a query.
 */

/**
 * External dependencies
 */
import type { KeyboardEvent } from 'react';

/**
 * WordPress dependencies
 */
import { useMemo, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import BlockIcon from '../shared/block-icon';
import {
	type SearchResult,
	type ShownItem,
	cycleIndex,
	searchMenu,
} from './menu-logic';

const RESULTS_ID = 'uip-admin-menu-results';

interface MenuSearchProps {
	menu: ShownItem[];
	/** The query, kept by the menu: it shows the results instead while there is one. */
	query: string;
	setQuery: ( query: string ) => void;
	/** Whether the search box shows (not in a collapsed menu). */
	showInput: boolean;
	/** A result was chosen (the search has ended). */
	onOpen: ( result: SearchResult ) => void;
}

/**
 * The search box and, while there is a query, its results.
 *
 * @param props           Component props.
 * @param props.menu      Shown entries.
 * @param props.query     The query.
 * @param props.setQuery  Changes the query.
 * @param props.showInput Whether the search box shows.
 * @param props.onOpen    Opens a chosen result.
 */
export default function MenuSearch( {
	menu,
	query,
	setQuery,
	showInput,
	onOpen,
}: MenuSearchProps ) {
	const [ highlighted, setHighlighted ] = useState( -1 );
	const results: SearchResult[] = useMemo(
		() => searchMenu( menu, query ),
		[ menu, query ]
	);
	const searching = query.trim() !== '';

	const reset = () => {
		setQuery( '' );
		setHighlighted( -1 );
	};
	// A chosen result ends the search, so the menu shows again.
	const openResult = ( result: SearchResult ) => {
		reset();
		onOpen( result );
	};

	const onKeyDown = ( event: KeyboardEvent< HTMLInputElement > ) => {
		if ( event.key === 'ArrowDown' || event.key === 'ArrowUp' ) {
			event.preventDefault();
			setHighlighted( ( current ) =>
				cycleIndex(
					current,
					results.length,
					event.key === 'ArrowDown' ? 1 : -1
				)
			);
		} else if ( event.key === 'Enter' ) {
			const result = results[ highlighted ];
			if ( result ) {
				event.preventDefault();
				openResult( result );
			}
		} else if ( event.key === 'Escape' ) {
			reset();
		}
	};

	return (
		<>
			{ showInput && (
				<div className="uip-admin-menu__search">
					<BlockIcon name="search" />
					<input
						type="search"
						role="combobox"
						aria-expanded={ searching }
						aria-controls={ RESULTS_ID }
						aria-autocomplete="list"
						aria-activedescendant={
							highlighted >= 0
								? `${ RESULTS_ID }-${ highlighted }`
								: undefined
						}
						aria-label={ __( 'Search menu', 'uipress' ) }
						placeholder={ __( 'Search menu', 'uipress' ) }
						value={ query }
						onChange={ ( event ) => {
							setQuery( event.target.value );
							setHighlighted( -1 );
						} }
						onKeyDown={ onKeyDown }
					/>
				</div>
			) }
			{ searching && (
				<ul
					id={ RESULTS_ID }
					className="uip-admin-menu__results"
					role="listbox"
					aria-label={ __( 'Menu search results', 'uipress' ) }
				>
					{ results.length === 0 && (
						<li className="uip-admin-menu__no-results">
							{ __( 'Nothing found', 'uipress' ) }
						</li>
					) }
					{ results.map( ( result, index ) => (
						// The search box handles the keyboard (combobox).
						// eslint-disable-next-line jsx-a11y/click-events-have-key-events
						<li
							key={ `${ result.parent?.id ?? '' }/${
								result.item.id
							}` }
							id={ `${ RESULTS_ID }-${ index }` }
							role="option"
							aria-selected={ index === highlighted }
							className={ `uip-admin-menu__result${
								index === highlighted
									? ' uip-admin-menu__result--highlighted'
									: ''
							}` }
							onMouseDown={ ( event ) => event.preventDefault() }
							onClick={ () => openResult( result ) }
						>
							{ result.parent && (
								<span className="uip-admin-menu__result-parent">
									{ result.parent.name }
								</span>
							) }
							<span className="uip-admin-menu__name">
								{ result.item.name }
							</span>
						</li>
					) ) }
				</ul>
			) }
		</>
	);
}
