/**
 * WordPress dependencies
 */
import {
	Button,
	Notice,
	PanelBody,
	TextControl,
	ToggleControl,
	// WordPress's spacing primitives, as its own screens use them.
	// eslint-disable-next-line @wordpress/no-unsafe-wp-apis
	__experimentalHStack as HStack,
	// eslint-disable-next-line @wordpress/no-unsafe-wp-apis
	__experimentalVStack as VStack,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ReconciledItem } from '../../engine/menus';
import { safeMenuUrl } from '../../engine/renderer/links';
import type { MenuItem } from '../../engine/types';
import type { Place, Tree } from '../tree/tree';
import { placeFor } from '../tree/tree';
import type { Depth } from './item-icon';
import ItemIconField from './item-icon-field';

type Custom = NonNullable< MenuItem[ 'custom' ] >;

interface ItemSettingsProps {
	entry: ReconciledItem;
	entryKey: string;
	/** Its level: 0 at the top, 1 in a submenu. */
	depth: Depth;
	tree: Tree;
	/** Why the preview's audience cannot open it, when they cannot. */
	noAccess?: string;
	/** Changes the entry (typing in one field merges into one undo step). */
	onChange: (
		change: ( entry: ReconciledItem ) => ReconciledItem,
		mergeKey?: string
	) => void;
	onMove: ( key: string, place: Place ) => void;
	onRemove: () => void;
	/** Adds a link to its submenu; absent when it cannot hold one. */
	onAddSubmenuItem?: () => void;
}

/**
 * The selected entry's settings: name, icon, URL (links the menu creator
 * added), new tab, ask before opening, CSS classes, hidden, and reset to
 * the original; moves for those who prefer buttons to keys. Its name is
 * the heading of the side panel it shows in.
 *
 * @param props                  Component props.
 * @param props.entry            The entry.
 * @param props.entryKey         Its key.
 * @param props.depth            Its level.
 * @param props.tree             The tree.
 * @param props.noAccess         Why the preview's audience cannot open it.
 * @param props.onChange         Changes it.
 * @param props.onMove           Moves it.
 * @param props.onRemove         Deletes it (custom links and separators).
 * @param props.onAddSubmenuItem Adds a link to its submenu.
 */
export default function ItemSettings( {
	entry,
	entryKey,
	depth,
	tree,
	noAccess,
	onChange,
	onMove,
	onRemove,
	onAddSubmenuItem,
}: ItemSettingsProps ) {
	const custom: Custom = entry.custom ?? {};
	const isLink = entry.type === 'menu';
	const own = entry.status === 'custom';
	const setCustom = ( changes: Partial< Custom >, mergeKey?: string ) =>
		onChange( ( item ) => {
			const next: Custom = { ...( item.custom ?? {} ), ...changes };
			for ( const key of Object.keys( next ) as Array< keyof Custom > ) {
				if ( next[ key ] === '' || next[ key ] === undefined ) {
					delete next[ key ];
				}
			}
			return { ...item, custom: next };
		}, mergeKey );
	const url = own ? entry.url : ( custom.url ?? '' );
	const urlRefused = url.trim() !== '' && safeMenuUrl( url ) !== url.trim();
	const move = ( direction: 'up' | 'down' | 'in' | 'out' ) => {
		const place = placeFor( tree, entryKey, direction );
		if ( place ) {
			onMove( entryKey, place );
		}
	};

	const moveButton = (
		direction: 'up' | 'down' | 'in' | 'out',
		label: string
	) => (
		<Button
			variant="secondary"
			size="compact"
			accessibleWhenDisabled
			disabled={ ! placeFor( tree, entryKey, direction ) }
			onClick={ () => move( direction ) }
		>
			{ label }
		</Button>
	);

	return (
		<div className="uip-menu-item-settings">
			{ ( entry.status === 'missing' ||
				entry.status === 'new' ||
				noAccess ) && (
				<VStack
					spacing={ 2 }
					className="uip-menu-item-settings__header"
				>
					{ entry.status === 'missing' && (
						<p className="uip-menu-item-settings__note">
							{ __(
								'This item is no longer in the admin menu: a plugin may have been removed. Users do not see it.',
								'uipress'
							) }
						</p>
					) }
					{ entry.status === 'new' && (
						<p className="uip-menu-item-settings__note">
							{ __(
								'This item was added to the admin menu after the menu was made. It shows where the site puts it until you save the menu or add new items.',
								'uipress'
							) }
						</p>
					) }
					{ noAccess && (
						<Notice status="warning" isDismissible={ false }>
							{ noAccess }
						</Notice>
					) }
				</VStack>
			) }
			{ isLink && (
				<PanelBody title={ __( 'Item', 'uipress' ) }>
					<VStack spacing={ 5 }>
						<TextControl
							__nextHasNoMarginBottom
							__next40pxDefaultSize
							label={ __( 'Name', 'uipress' ) }
							value={ own ? entry.name : ( custom.name ?? '' ) }
							placeholder={ entry.cleanName }
							help={
								own
									? undefined
									: sprintf(
											/* translators: %s: the item's own name. */
											__(
												'Leave empty to use “%s”.',
												'uipress'
											),
											entry.cleanName
										)
							}
							onChange={ ( value: string ) =>
								own
									? onChange(
											( item ) => ( {
												...item,
												name: value,
												cleanName: value,
											} ),
											`name:${ entryKey }`
										)
									: setCustom(
											{ name: value },
											`name:${ entryKey }`
										)
							}
						/>
						<ItemIconField
							item={ entry }
							depth={ depth }
							onChange={ ( icon ) => setCustom( { icon } ) }
						/>
						{ own && (
							<TextControl
								__nextHasNoMarginBottom
								__next40pxDefaultSize
								label={ __( 'URL', 'uipress' ) }
								value={ url }
								type="url"
								placeholder="https://"
								help={
									urlRefused
										? __(
												'Use an http(s) address or a path in the admin, such as edit.php. This one will not be saved.',
												'uipress'
											)
										: __(
												'An http(s) address, or a path in the admin such as edit.php?post_type=page.',
												'uipress'
											)
								}
								className={
									urlRefused ? 'has-error' : undefined
								}
								onChange={ ( value: string ) =>
									onChange(
										( item ) => ( { ...item, url: value } ),
										`url:${ entryKey }`
									)
								}
							/>
						) }
						<ToggleControl
							__nextHasNoMarginBottom
							label={ __( 'Open in a new tab', 'uipress' ) }
							checked={ custom.newTab === true }
							onChange={ ( newTab: boolean ) =>
								setCustom( { newTab: newTab || undefined } )
							}
						/>
						<ToggleControl
							__nextHasNoMarginBottom
							label={ __( 'Ask before opening', 'uipress' ) }
							help={ __(
								'The admin menu asks users to confirm before it opens this item.',
								'uipress'
							) }
							checked={ custom.confirm === true }
							onChange={ ( confirm: boolean ) =>
								setCustom( { confirm: confirm || undefined } )
							}
						/>
						<TextControl
							__nextHasNoMarginBottom
							__next40pxDefaultSize
							label={ __( 'CSS classes', 'uipress' ) }
							help={ __(
								'Added to the item in the admin menu, separated by spaces.',
								'uipress'
							) }
							value={ custom.classes ?? '' }
							onChange={ ( classes: string ) =>
								setCustom(
									{
										classes: classes.replace(
											/[^\w\s-]/g,
											''
										),
									},
									`classes:${ entryKey }`
								)
							}
						/>
					</VStack>
				</PanelBody>
			) }
			<PanelBody title={ __( 'Visibility and place', 'uipress' ) }>
				<VStack spacing={ 5 }>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Hide this item', 'uipress' ) }
						help={ __(
							'Hidden items and their submenus are left out of the menu. With “Also block hidden pages” on, their pages are refused too.',
							'uipress'
						) }
						checked={ custom.hidden === true }
						onChange={ ( hidden: boolean ) =>
							setCustom( { hidden: hidden || undefined } )
						}
					/>
					<HStack
						role="group"
						aria-label={ __( 'Move', 'uipress' ) }
						justify="flex-start"
						wrap
						spacing={ 2 }
					>
						{ moveButton( 'up', __( 'Move up', 'uipress' ) ) }
						{ moveButton( 'down', __( 'Move down', 'uipress' ) ) }
						{ moveButton(
							'in',
							__( 'Into the item above', 'uipress' )
						) }
						{ moveButton(
							'out',
							__( 'Out of the submenu', 'uipress' )
						) }
					</HStack>
					<HStack justify="flex-start" wrap spacing={ 2 }>
						{ isLink && onAddSubmenuItem && (
							<Button
								variant="secondary"
								size="compact"
								onClick={ onAddSubmenuItem }
							>
								{ __( 'Add submenu item', 'uipress' ) }
							</Button>
						) }
						{ ! own && Object.keys( custom ).length > 0 && (
							<Button
								variant="secondary"
								size="compact"
								onClick={ () =>
									onChange( ( item ) => {
										const reset = { ...item };
										delete reset.custom;
										return reset;
									} )
								}
							>
								{ __( 'Reset to the original', 'uipress' ) }
							</Button>
						) }
						{ own && (
							<Button
								variant="secondary"
								size="compact"
								isDestructive
								onClick={ onRemove }
							>
								{ isLink
									? __( 'Delete link', 'uipress' )
									: __( 'Delete separator', 'uipress' ) }
							</Button>
						) }
					</HStack>
				</VStack>
			</PanelBody>
		</div>
	);
}
