/**
 * External dependencies
 */
import type { KeyboardEvent } from 'react';

/**
 * WordPress dependencies
 */
import {
	Button,
	Notice,
	SelectControl,
	Spinner,
	TextControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { arrowLeft, redo, undo } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import type { AudienceLists } from '../../components/audience';
import { statusLabel } from '../../components/post-list';
import SidePanel, {
	useRouteParam,
	withRouteParam,
} from '../../components/side-panel';
import type { ReconciledItem } from '../../engine/menus';
import { useUnsavedWarning } from '../../shared/hooks/use-unsaved-warning';
import { useLeaveConfirmation } from '../../shared/components/leave-confirmation';
import { customEntry } from '../tree/stored';
import {
	addEntry,
	findRow,
	keyOf,
	moveEntry,
	removeEntry,
	rows,
	updateEntry,
	type Place,
	type Tree,
} from '../tree/tree';
import { entryName } from './entry-labels';
import type { MenuDoc } from './history';
import ItemSettings from './item-settings';
import ItemTree from './item-tree';
import LiveChanges from './live-changes';
import MenuPreview from './menu-preview';
import MenuSettings from './menu-settings';
import { useMenuEditor } from './use-menu-editor';
import { usePreviewAs } from '../preview/use-preview-as';
import { noAccessReason } from '../preview/wording';

/** The URL parameter naming the entry whose settings are open. */
export const ITEM_PARAM = 'item';

interface MenuEditorProps {
	menuId: number;
	onBack: () => void;
}

/** What the preview is given while the menu loads. */
const NO_TREE: Tree = [];
const NO_AUDIENCE: AudienceLists = {
	forRoles: [],
	forUsers: [],
	excludesRoles: [],
	excludesUsers: [],
};

let uniqueCounter = 0;
/** A suffix no other entry of this page has. */
function unique(): string {
	uniqueCounter += 1;
	return `${ Date.now().toString( 36 ) }${ uniqueCounter }`;
}

/** A new custom link, to place. */
const newLink = () =>
	customEntry( 'link', __( 'Custom link', 'uipress' ), unique() );

/**
 * How many entries of a status the tree holds.
 *
 * @param tree   The tree.
 * @param status The status.
 */
function countStatus( tree: Tree, status: ReconciledItem[ 'status' ] ) {
	return rows( tree ).filter( ( row ) => row.item.status === status ).length;
}

/**
 * A menu's editor: its entries (drag, or Alt and the arrow keys), the
 * selected entry's settings or the menu's, and a live preview; undo, redo
 * and a warning before leaving with unsaved changes.
 *
 * @param props        Component props.
 * @param props.menuId The menu.
 * @param props.onBack Back to the list.
 */
export default function MenuEditor( { menuId, onBack }: MenuEditorProps ) {
	const editor = useMenuEditor( menuId );
	// The selected entry is the route: its settings panel opens from the
	// URL (a deep link too), and Back closes it.
	const [ selectedKey, setSelectedKey ] = useRouteParam( ITEM_PARAM );
	useUnsavedWarning( editor.dirty );
	const { requestLeave, dialog: leaveDialog } = useLeaveConfirmation(
		editor.dirty,
		onBack,
		__( 'This menu has unsaved changes. Leave it anyway?', 'uipress' )
	);
	const previewAs = usePreviewAs(
		editor.state?.doc.tree ?? NO_TREE,
		editor.state?.doc.audience ?? NO_AUDIENCE
	);

	if ( editor.status === 'loading' || ! editor.state ) {
		return editor.status === 'error' ? (
			<div className="uip-menu-editor__message">
				<Notice status="error" isDismissible={ false }>
					<p>{ __( 'The menu could not be loaded.', 'uipress' ) }</p>
					<p>{ editor.error }</p>
				</Notice>
				<Button variant="secondary" onClick={ editor.reload }>
					{ __( 'Try again', 'uipress' ) }
				</Button>
				<Button variant="tertiary" onClick={ onBack }>
					{ __( 'Back to menus', 'uipress' ) }
				</Button>
			</div>
		) : (
			<p className="uip-menu-editor__message" role="status">
				<Spinner />
				{ __( 'Loading menu…', 'uipress' ) }
			</p>
		);
	}

	const { doc, past, future } = editor.state;
	const edit = (
		change: ( current: MenuDoc ) => MenuDoc,
		mergeKey?: string
	) => editor.dispatch( { type: 'edit', change, mergeKey } );
	const setTree = ( tree: Tree ) =>
		edit( ( current ) => ( { ...current, tree } ) );
	const selected = selectedKey ? findRow( doc.tree, selectedKey ) : undefined;
	const noAccessFor = ( key: string ) => {
		const entry = previewAs.outOfReach.find(
			( candidate ) => candidate.key === key
		);
		return entry
			? noAccessReason( previewAs.choice, entry.capability )
			: undefined;
	};
	const newCount = countStatus( doc.tree, 'new' );
	const missingCount = countStatus( doc.tree, 'missing' );

	const add = ( entry: ReconciledItem, place: Place ) => {
		setTree( addEntry( doc.tree, entry, place ) );
		setSelectedKey( keyOf( entry, '' ) );
	};
	const afterSelected = (): Place => {
		if ( ! selected ) {
			return { parent: null, index: doc.tree.length };
		}
		return { parent: selected.parent, index: selected.index + 1 };
	};

	const onKeyDown = ( event: KeyboardEvent ) => {
		const mod = event.ctrlKey || event.metaKey;
		if ( ! mod ) {
			return;
		}
		const key = event.key.toLowerCase();
		if ( key === 's' ) {
			event.preventDefault();
			editor.save();
		} else if ( key === 'z' && ! event.shiftKey ) {
			event.preventDefault();
			editor.dispatch( { type: 'undo' } );
		} else if ( ( key === 'z' && event.shiftKey ) || key === 'y' ) {
			event.preventDefault();
			editor.dispatch( { type: 'redo' } );
		}
	};

	return (
		// Shortcuts for the whole editor, wherever the focus is in it.
		// eslint-disable-next-line jsx-a11y/no-static-element-interactions
		<div
			className={ `uip-menu-editor${
				selected ? ' has-side-panel' : ''
			}` }
			onKeyDown={ onKeyDown }
		>
			<div
				className="uip-menu-editor__bar"
				role="region"
				aria-label={ __( 'Menu editor top bar', 'uipress' ) }
			>
				<Button
					icon={ arrowLeft }
					label={ __( 'Back to menus', 'uipress' ) }
					onClick={ requestLeave }
				/>
				<TextControl
					__nextHasNoMarginBottom
					className="uip-menu-editor__title"
					label={ __( 'Menu title', 'uipress' ) }
					hideLabelFromVision
					value={ doc.title }
					onChange={ ( title: string ) =>
						edit(
							( current ) => ( { ...current, title } ),
							'menu:title'
						)
					}
				/>
				<div
					className="uip-menu-editor__history"
					role="group"
					aria-label={ __( 'History', 'uipress' ) }
				>
					<Button
						icon={ undo }
						label={ __( 'Undo', 'uipress' ) }
						accessibleWhenDisabled
						disabled={ past.length === 0 }
						onClick={ () => editor.dispatch( { type: 'undo' } ) }
					/>
					<Button
						icon={ redo }
						label={ __( 'Redo', 'uipress' ) }
						accessibleWhenDisabled
						disabled={ future.length === 0 }
						onClick={ () => editor.dispatch( { type: 'redo' } ) }
					/>
				</div>
				<SelectControl
					__nextHasNoMarginBottom
					label={ __( 'Status', 'uipress' ) }
					value={ doc.status }
					options={ [ 'publish', 'draft' ].map( ( status ) => ( {
						value: status,
						label: statusLabel( status ),
					} ) ) }
					onChange={ ( status: string ) =>
						edit( ( current ) => ( { ...current, status } ) )
					}
				/>
				<Button
					variant="primary"
					isBusy={ editor.saving }
					accessibleWhenDisabled
					disabled={ ! editor.dirty || editor.saving }
					onClick={ editor.save }
				>
					{ editor.saving
						? __( 'Saving…', 'uipress' )
						: __( 'Save', 'uipress' ) }
				</Button>
			</div>
			<div className="uip-menu-editor__body">
				<section
					className="uip-menu-editor__items"
					aria-label={ __( 'Menu items', 'uipress' ) }
				>
					<div className="uip-menu-editor__add">
						<Button
							variant="secondary"
							size="small"
							onClick={ () => add( newLink(), afterSelected() ) }
						>
							{ __( 'Add custom link', 'uipress' ) }
						</Button>
						<Button
							variant="secondary"
							size="small"
							onClick={ () =>
								add(
									customEntry( 'separator', '', unique() ),
									afterSelected()
								)
							}
						>
							{ __( 'Add separator', 'uipress' ) }
						</Button>
					</div>
					<LiveChanges
						newCount={ newCount }
						missingCount={ missingCount }
						onAddNew={ editor.addNewItems }
						onRemoveMissing={ editor.removeMissingItems }
					/>
					{ doc.tree.length === 0 ? (
						<p className="uip-menu-editor__empty">
							{ __(
								'This menu has no items. Add a custom link, or create a new menu from the full admin menu.',
								'uipress'
							) }
						</p>
					) : (
						<ItemTree
							tree={ doc.tree }
							selectedKey={ selectedKey }
							onSelect={ ( key ) =>
								setSelectedKey(
									key === selectedKey ? null : key
								)
							}
							onChange={ setTree }
						/>
					) }
				</section>
				<section
					className="uip-menu-editor__settings"
					aria-label={ __( 'Menu settings', 'uipress' ) }
				>
					<MenuSettings
						menuId={ menuId }
						doc={ doc }
						onChange={ ( change, mergeKey ) =>
							edit(
								( current ) => ( {
									...current,
									...change,
								} ),
								mergeKey
							)
						}
					/>
				</section>
				<section
					className="uip-menu-editor__preview"
					aria-label={ __( 'Preview', 'uipress' ) }
				>
					<MenuPreview tree={ doc.tree } as={ previewAs } />
				</section>
			</div>
			{ selected && (
				<SidePanel
					className="uip-menu-item-panel"
					title={ entryName( selected.item ) }
					closeRoute={ withRouteParam(
						window.location.href,
						ITEM_PARAM,
						null
					) }
					returnFocus={ () =>
						document.querySelector< HTMLElement >(
							`[data-uip-menu-entry="${ window.CSS.escape(
								selected.key
							) }"] .uip-menu-tree__select`
						)
					}
				>
					<ItemSettings
						entry={ selected.item }
						entryKey={ selected.key }
						depth={ selected.depth }
						tree={ doc.tree }
						noAccess={ noAccessFor( selected.key ) }
						onChange={ ( change, mergeKey ) =>
							edit(
								( current ) => ( {
									...current,
									tree: updateEntry(
										current.tree,
										selected.key,
										change
									),
								} ),
								mergeKey
							)
						}
						onMove={ ( key, place ) =>
							setTree( moveEntry( doc.tree, key, place ) )
						}
						onRemove={ () => {
							setTree( removeEntry( doc.tree, selected.key ) );
							setSelectedKey( null );
						} }
						onAddSubmenuItem={
							selected.depth === 0
								? () =>
										add( newLink(), {
											parent: selected.key,
											index: selected.item.submenu.length,
										} )
								: undefined
						}
					/>
				</SidePanel>
			) }
			{ leaveDialog }
		</div>
	);
}
