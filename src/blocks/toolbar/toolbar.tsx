/**
 * External dependencies
 */
import type { MouseEvent } from 'react';

/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useRendererViewport } from '../../engine/renderer/block-hooks';
import type { BlockComponentProps, ToolbarItem } from '../../engine/types';
import {
	COMMAND_PALETTE_ITEM,
	openCommandPalette,
} from '../../runtime/command-palette';
import { isPlainClick, openInFrame } from '../../runtime/open-admin-page';
import { readChrome, readRuntime } from '../../runtime/runtime-config';
import { useSmallScreen } from '../../runtime/small-screen';
import BlockIcon from '../shared/block-icon';
import { toolbarDisplay } from './toolbar-label';
import ToolbarOverflow from './toolbar-overflow';
import './toolbar.scss';

/**
 * The toolbar block: the admin bar nodes the server captured, with
 * recursive submenus shown on hover and keyboard focus. On a small screen
 * they fold into one "More" menu (ToolbarOverflow).
 *
 * @param props      Component props.
 * @param props.mode Display mode.
 */
export default function Toolbar( { mode }: BlockComponentProps ) {
	const items = useMemo(
		() => readRuntime()?.toolbar ?? readChrome()?.toolbar ?? [],
		[]
	);
	const small = useSmallScreen( useRendererViewport() );

	const onClick = ( event: MouseEvent, item: ToolbarItem ) => {
		if ( mode === 'builder' ) {
			event.preventDefault();
			return;
		}
		if ( item.id === COMMAND_PALETTE_ITEM ) {
			event.preventDefault();
			openCommandPalette();
			return;
		}
		if (
			item.target === '_blank' ||
			! isPlainClick( event ) ||
			! item.url
		) {
			return;
		}
		if ( openInFrame( item.url ) ) {
			event.preventDefault();
		}
	};

	const renderItems = ( list: ToolbarItem[], depth: number ) => (
		<ul
			className={
				depth === 0 ? 'uip-toolbar__list' : 'uip-toolbar__submenu'
			}
		>
			{ list.map( ( item ) => {
				const shown = toolbarDisplay( item, depth > 0 );
				const label = shown.label;
				const content = (
					<>
						<BlockIcon name={ item.icon } />
						{ shown.count && (
							<span
								className="uip-toolbar__count"
								aria-hidden="true"
							>
								{ shown.count }
							</span>
						) }
						{ shown.text && (
							<span className="uip-toolbar__name">
								{ shown.text }
							</span>
						) }
					</>
				);
				return (
					<li
						key={ item.id }
						className={ `uip-toolbar__item${
							item.submenu.length
								? ' uip-toolbar__item--has-submenu'
								: ''
						}` }
						data-uip-toolbar-item={ item.id }
					>
						{ item.url ? (
							<a
								className="uip-toolbar__link"
								href={ item.url }
								target={
									item.target === '_blank'
										? '_blank'
										: undefined
								}
								rel={
									item.target === '_blank'
										? 'noopener noreferrer'
										: undefined
								}
								aria-label={ label }
								title={ shown.tooltip }
								aria-haspopup={
									item.submenu.length ? 'true' : undefined
								}
								onClick={ ( event ) => onClick( event, item ) }
							>
								{ content }
							</a>
						) : (
							<button
								type="button"
								className="uip-toolbar__link"
								aria-label={ label }
								title={ shown.tooltip }
								aria-haspopup={
									item.submenu.length ? 'true' : undefined
								}
							>
								{ content }
							</button>
						) }
						{ item.submenu.length > 0 &&
							renderItems( item.submenu, depth + 1 ) }
					</li>
				);
			} ) }
		</ul>
	);

	if ( items.length === 0 ) {
		return mode === 'builder' ? (
			<p className="uip-toolbar__empty">
				{ __( 'The admin toolbar shows here.', 'uipress' ) }
			</p>
		) : null;
	}

	const overflow = small && mode !== 'builder';
	return (
		<nav
			className={ `uip-toolbar${
				overflow ? ' uip-toolbar--overflow' : ''
			}` }
			aria-label={ __( 'Toolbar', 'uipress' ) }
		>
			{ overflow ? (
				<ToolbarOverflow>{ renderItems( items, 1 ) }</ToolbarOverflow>
			) : (
				renderItems( items, 0 )
			) }
		</nav>
	);
}
