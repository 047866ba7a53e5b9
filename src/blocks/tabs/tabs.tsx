/**
 * External dependencies
 */
import type { KeyboardEvent } from 'react';

/**
 * WordPress dependencies
 */
import { useId, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useBlockActions } from '../../engine/renderer/block-hooks';
import { BlockList } from '../../engine/renderer/block-view';
import type { Block, BlockComponentProps } from '../../engine/types';
import BlockDropZone from '../shared/drop-zone';
import { tabForKey, tabIndex } from './tab-index';
import './tabs.scss';

function tabName( tab: Block, position: number ): string {
	return (
		tab.name.trim() ||
		/* translators: %d: the tab's position, from 1. */
		sprintf( __( 'Tab %d', 'uipress' ), position + 1 )
	);
}

/**
 * The tabs block: each block inside is a tab, named after it (its layer
 * name), one shown at a time. The WAI-ARIA tabs pattern: the row is one tab
 * stop, arrow keys, Home and End move between tabs and show them. The
 * interaction actions show a tab by number or name, the next or the
 * previous one. In the builder every tab shows, under its name, to be
 * edited.
 *
 * @param props         Component props.
 * @param props.block   The block.
 * @param props.mode    Display mode.
 * @param props.options The block's options.
 */
export default function Tabs( { block, mode, options }: BlockComponentProps ) {
	const tabs = Array.isArray( block.content ) ? block.content : [];
	const [ chosen, setChosen ] = useState(
		() => tabIndex( tabs, options.activeTab ) ?? 0
	);
	const active = Math.min( chosen, Math.max( 0, tabs.length - 1 ) );
	const id = useId();
	const tabRefs = useRef< Array< HTMLButtonElement | null > >( [] );
	useBlockActions( block.uid, {
		selectTab: ( interaction ) => {
			const index = tabIndex( tabs, interaction.keyvalue );
			if ( index !== undefined ) {
				setChosen( index );
			}
		},
		nextTab: () => setChosen( ( active + 1 ) % Math.max( 1, tabs.length ) ),
		previousTab: () =>
			setChosen(
				( active - 1 + tabs.length ) % Math.max( 1, tabs.length )
			),
	} );

	if ( ! tabs.length ) {
		return mode === 'builder' ? <BlockDropZone /> : null;
	}
	if ( mode === 'builder' ) {
		return (
			<div className="uip-tabs is-builder">
				{ tabs.map( ( tab, position ) => (
					<section key={ tab.uid } className="uip-tabs__builder-tab">
						<div className="uip-tabs__tab" aria-hidden="true">
							{ tabName( tab, position ) }
						</div>
						<BlockList blocks={ [ tab ] } />
					</section>
				) ) }
			</div>
		);
	}

	const onKeyDown = ( event: KeyboardEvent< HTMLButtonElement > ) => {
		const next = tabForKey( event.key, active, tabs.length );
		if ( next === undefined ) {
			return;
		}
		event.preventDefault();
		setChosen( next );
		tabRefs.current[ next ]?.focus();
	};
	const current = tabs[ active ];
	return (
		<div className="uip-tabs">
			<div
				className="uip-tabs__list"
				role="tablist"
				aria-orientation="horizontal"
			>
				{ tabs.map( ( tab, position ) => (
					<button
						key={ tab.uid }
						ref={ ( element ) => {
							tabRefs.current[ position ] = element;
						} }
						type="button"
						role="tab"
						id={ `${ id }-tab-${ position }` }
						className="uip-tabs__tab"
						aria-selected={ position === active }
						aria-controls={ `${ id }-panel` }
						tabIndex={ position === active ? 0 : -1 }
						onClick={ () => setChosen( position ) }
						onKeyDown={ onKeyDown }
					>
						{ tabName( tab, position ) }
					</button>
				) ) }
			</div>
			<div
				className="uip-tabs__panel"
				role="tabpanel"
				id={ `${ id }-panel` }
				aria-labelledby={ `${ id }-tab-${ active }` }
				// The panel takes the focus when it holds nothing focusable.
				tabIndex={ 0 }
			>
				{ current && <BlockList blocks={ [ current ] } /> }
			</div>
		</div>
	);
}
