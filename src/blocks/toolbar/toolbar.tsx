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
import { followInFrame } from '../../runtime/open-admin-page';
import { readChrome, readRuntime } from '../../runtime/runtime-config';
import { useSmallScreen } from '../../runtime/small-screen';
import AccountMenu, { readAccount } from '../shared/account-menu';
import BlockIcon from '../shared/block-icon';
import { toolbarDisplay } from './toolbar-label';
import ToolbarOverflow from './toolbar-overflow';
import ToolbarPlaceholder from './toolbar-placeholder';
import './toolbar.scss';

/**
 * The toolbar block: the admin bar nodes the server captured, with
 * recursive submenus shown on hover and keyboard focus. On a small screen
 * they fold into one "More" menu (ToolbarOverflow). With `accountMenu` it
 * ends with the user's account menu (avatar only).
 *
 * @param props         Component props.
 * @param props.options The block's options.
 * @param props.mode    Display mode.
 */
export default function Toolbar( { options, mode }: BlockComponentProps ) {
	const items = useMemo(
		() => readRuntime()?.toolbar ?? readChrome()?.toolbar ?? [],
		[]
	);
	const account = useMemo(
		() => ( options.accountMenu === true ? readAccount() : undefined ),
		[ options.accountMenu ]
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
		followInFrame( event, item.url, item.target );
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
				const submenu = item.submenu.length > 0;
				// What the link, or the button of a node without one, shares.
				const link = {
					className: 'uip-toolbar__link',
					'aria-label': label,
					title: shown.tooltip,
					'aria-haspopup': submenu ? ( 'true' as const ) : undefined,
				};
				const blank = item.target === '_blank';
				return (
					<li
						key={ item.id }
						className={ `uip-toolbar__item${
							submenu ? ' uip-toolbar__item--has-submenu' : ''
						}` }
						data-uip-toolbar-item={ item.id }
					>
						{ item.url ? (
							<a
								{ ...link }
								href={ item.url }
								target={ blank ? '_blank' : undefined }
								rel={
									blank ? 'noopener noreferrer' : undefined
								}
								onClick={ ( event ) => onClick( event, item ) }
							>
								{ content }
							</a>
						) : (
							<button type="button" { ...link }>
								{ content }
							</button>
						) }
						{ submenu && renderItems( item.submenu, depth + 1 ) }
					</li>
				);
			} ) }
		</ul>
	);

	if ( items.length === 0 && ! account ) {
		return mode === 'builder' ? <ToolbarPlaceholder /> : null;
	}

	const overflow = small && mode !== 'builder';
	return (
		<nav
			className={ `uip-toolbar${
				overflow ? ' uip-toolbar--overflow' : ''
			}` }
			aria-label={ __( 'Toolbar', 'uipress' ) }
		>
			{ items.length > 0 &&
				( overflow ? (
					<ToolbarOverflow>
						{ renderItems( items, 1 ) }
					</ToolbarOverflow>
				) : (
					renderItems( items, 0 )
				) ) }
			{ account && (
				<AccountMenu
					user={ account }
					mode={ mode }
					showName={ false }
				/>
			) }
		</nav>
	);
}
