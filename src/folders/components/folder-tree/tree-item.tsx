/**
 * One row of the folder tree (a treeitem, with its children's group): the
 * name, count, expander, inline rename, and a drop target for items and
 * folders ("All" takes no drop).
 */

/**
 * WordPress dependencies
 */
import { Icon, Path, SVG, VisuallyHidden } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { _n, sprintf } from '@wordpress/i18n';
import { category, chevronDown, chevronRight, file } from '@wordpress/icons';
import type { DragEvent, ReactNode } from 'react';

/**
 * Internal dependencies
 */
import type { Folder, FolderKind } from '../../types';
import {
	carriesFolderData,
	draggedFolder,
	draggedItems,
	setDraggedFolder,
} from '../../drag';
import RenameField from './rename-field';
import type { TreeRow } from './tree-rows';

// @wordpress/icons has no folder; this one is drawn in the same 24 px grid.
const folderIcon = (
	<SVG xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
		<Path d="M4 6.5A1.5 1.5 0 0 1 5.5 5h4.2l2 2h6.8A1.5 1.5 0 0 1 20 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 17.5v-11Zm1.5 0v11h13v-9h-7.4l-2-2H5.5Z" />
	</SVG>
);

/** What the tree does with drops. */
export interface TreeItemDrop {
	/** Items dropped on a folder (0 = Uncategorised). */
	onItems: ( folder: number, ids: number[] ) => void;
	/** A folder dropped on another (0: to the top level); enables dragging folders. */
	onFolder?: ( parent: number, id: number ) => void;
}

export interface TreeItemProps {
	kind: FolderKind;
	/** Unique per tree, for the rows' ids. */
	idPrefix: string;
	row: TreeRow;
	folder: Folder | null;
	count: number | null;
	/** Undefined for a row without children. */
	expanded: boolean | undefined;
	selected: boolean;
	tabbable: boolean;
	disabled: boolean;
	renaming: boolean;
	nodeRef: ( node: HTMLElement | null ) => void;
	onFocus: () => void;
	onOpen: () => void;
	onToggle: () => void;
	onRename?: ( name: string ) => Promise< boolean >;
	onRenameCancel: () => void;
	drop?: TreeItemDrop;
	actions?: ReactNode;
	children?: ReactNode;
}

/**
 * A row of the tree.
 *
 * @param props Component props.
 */
export default function TreeItem( props: TreeItemProps ) {
	const {
		kind,
		idPrefix,
		row,
		folder,
		count,
		expanded,
		selected,
		tabbable,
		disabled,
		renaming,
		nodeRef,
		onFocus,
		onOpen,
		onToggle,
		onRename,
		onRenameCancel,
		drop,
		actions,
		children,
	} = props;
	const [ over, setOver ] = useState( false );
	// "All" is every item: dropping there would file nothing.
	const target = row.key === 'all' ? null : row.key;
	const accepts = drop !== undefined && target !== null && ! disabled;
	const nameId = `${ idPrefix }-${ String( row.key ) }`;

	const onDragOver = ( event: DragEvent ) => {
		if ( ! accepts || ! carriesFolderData( event ) ) {
			return;
		}
		event.preventDefault();
		event.stopPropagation();
		if ( event.dataTransfer ) {
			event.dataTransfer.dropEffect = 'move';
		}
		setOver( true );
	};

	const onDrop = ( event: DragEvent ) => {
		setOver( false );
		if ( ! accepts || target === null || ! drop ) {
			return;
		}
		event.preventDefault();
		event.stopPropagation();
		const items = draggedItems( event );
		if ( items && items.kind === kind ) {
			drop.onItems( target, items.ids );
			return;
		}
		const moved = draggedFolder( event );
		if ( moved && moved.kind === kind && moved.id !== target ) {
			drop.onFolder?.( target, moved.id );
		}
	};

	let icon = folderIcon;
	if ( row.key === 'all' ) {
		icon = category;
	} else if ( row.key === 0 ) {
		icon = file;
	}

	const countLabel =
		count === null
			? ''
			: sprintf(
					/* translators: %d: how many items a folder holds */
					_n( '%d item', '%d items', count, 'uipress' ),
					count
				);

	return (
		<li
			ref={ nodeRef }
			role="treeitem"
			className={ [
				'uip-folder-tree__item',
				selected && 'is-selected',
				over && 'is-drop-target',
				disabled && 'is-disabled',
			]
				.filter( Boolean )
				.join( ' ' ) }
			aria-level={ row.level }
			aria-setsize={ row.setSize }
			aria-posinset={ row.posInSet }
			aria-expanded={ expanded }
			aria-selected={ selected }
			aria-disabled={ disabled || undefined }
			aria-labelledby={ nameId }
			aria-describedby={
				count === null ? undefined : `${ nameId }-count`
			}
			tabIndex={ tabbable ? 0 : -1 }
			onFocus={ ( event ) => {
				if ( event.target === event.currentTarget ) {
					onFocus();
				}
			} }
		>
			{ /* The row is a pointer target; keys are the tree's (its onKeyDown). */ }
			{ /* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */ }
			<div
				className="uip-folder-tree__row"
				style={ {
					paddingInlineStart: `${ ( row.level - 1 ) * 16 + 4 }px`,
				} }
				draggable={
					folder !== null &&
					drop?.onFolder !== undefined &&
					! renaming
				}
				onDragStart={ ( event ) => {
					if ( folder ) {
						event.stopPropagation();
						setDraggedFolder( event, kind, folder.id, folder.name );
					}
				} }
				onDragOver={ onDragOver }
				onDragEnter={ onDragOver }
				onDragLeave={ () => setOver( false ) }
				onDrop={ onDrop }
				onClick={ onOpen }
			>
				<span
					className="uip-folder-tree__expander"
					aria-hidden="true"
					onClick={ ( event ) => {
						if ( expanded !== undefined ) {
							event.stopPropagation();
							onToggle();
						}
					} }
				>
					{ expanded !== undefined && (
						<Icon
							icon={ expanded ? chevronDown : chevronRight }
							size={ 20 }
						/>
					) }
				</span>
				<Icon
					className="uip-folder-tree__icon"
					icon={ icon }
					size={ 20 }
				/>
				{ renaming && folder && onRename ? (
					<>
						<span id={ nameId } hidden>
							{ folder.name }
						</span>
						<RenameField
							id={ `${ nameId }-rename` }
							name={ folder.name }
							onSave={ onRename }
							onCancel={ onRenameCancel }
						/>
					</>
				) : (
					<span id={ nameId } className="uip-folder-tree__name">
						{ row.name }
					</span>
				) }
				{ count !== null && (
					<span
						id={ `${ nameId }-count` }
						className="uip-folder-tree__count"
					>
						<span aria-hidden="true">{ count }</span>
						<VisuallyHidden>{ countLabel }</VisuallyHidden>
					</span>
				) }
				{ actions && (
					// eslint-disable-next-line jsx-a11y/no-static-element-interactions
					<span
						className="uip-folder-tree__actions"
						onClick={ ( event ) => event.stopPropagation() }
						onKeyDown={ ( event ) => event.stopPropagation() }
					>
						{ actions }
					</span>
				) }
			</div>
			{ expanded && children && (
				<ul role="group" className="uip-folder-tree__group">
					{ children }
				</ul>
			) }
		</li>
	);
}
