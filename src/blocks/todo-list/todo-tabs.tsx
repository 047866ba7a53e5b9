/**
 * External dependencies
 */
import type { KeyboardEvent } from 'react';

/**
 * WordPress dependencies
 */
import { useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { tabForKey } from '../tabs/tab-index';
import { TODO_TABS, type TodoTab } from './items';

/**
 * A tab's name.
 *
 * @param tab The tab.
 */
export function tabLabel( tab: TodoTab ): string {
	switch ( tab ) {
		case 'todo':
			return __( 'To do', 'uipress' );
		case 'completed':
			return __( 'Completed', 'uipress' );
		default:
			return __( 'All', 'uipress' );
	}
}

interface TodoTabsProps {
	/** Prefix of the tabs' and the panel's ids. */
	id: string;
	active: TodoTab;
	/** How many to-dos each tab shows. */
	counts: Record< TodoTab, number >;
	onSelect: ( tab: TodoTab ) => void;
}

/**
 * The row of tabs (All, To do, Completed) with their counts: the WAI-ARIA
 * tabs pattern, one tab stop; the arrow keys, Home and End move between
 * tabs and show them.
 *
 * @param props          Component props.
 * @param props.id       Prefix of the ids.
 * @param props.active   The tab shown.
 * @param props.counts   Count per tab.
 * @param props.onSelect Shows a tab.
 */
export default function TodoTabs( {
	id,
	active,
	counts,
	onSelect,
}: TodoTabsProps ) {
	const refs = useRef< Array< HTMLButtonElement | null > >( [] );
	const onKeyDown = ( event: KeyboardEvent< HTMLButtonElement > ) => {
		const next = tabForKey(
			event.key,
			TODO_TABS.indexOf( active ),
			TODO_TABS.length
		);
		if ( next === undefined ) {
			return;
		}
		event.preventDefault();
		onSelect( TODO_TABS[ next ]! );
		refs.current[ next ]?.focus();
	};
	return (
		<div
			className="uip-todo-list__tabs"
			role="tablist"
			aria-label={ __( 'Show to-dos', 'uipress' ) }
			aria-orientation="horizontal"
		>
			{ TODO_TABS.map( ( tab, position ) => (
				<button
					key={ tab }
					ref={ ( element ) => {
						refs.current[ position ] = element;
					} }
					type="button"
					role="tab"
					id={ `${ id }-tab-${ tab }` }
					className="uip-todo-list__tab"
					aria-selected={ tab === active }
					aria-controls={ `${ id }-panel` }
					tabIndex={ tab === active ? 0 : -1 }
					onClick={ () => onSelect( tab ) }
					onKeyDown={ onKeyDown }
				>
					{ tabLabel( tab ) }{ ' ' }
					<span className="uip-todo-list__count">
						{ counts[ tab ] }
					</span>
				</button>
			) ) }
		</div>
	);
}
