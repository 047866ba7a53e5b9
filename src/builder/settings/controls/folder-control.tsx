/**
 * Folder pickers (docs/FOLDERS.md): the `folder` option type (the posts
 * table's Folder option) and the query loop's folder. Shown only while
 * folders are on (the builder's page prints `folders`).
 */

/**
 * WordPress dependencies
 */
import { SelectControl } from '@wordpress/components';
import { useEffect, useMemo, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { readFoldersConfig } from '../../../folders/screens/config';
import { useBuilderSelect } from '../../editor/use-builder';
import { blockOptionsOf } from '../block-changes';
import type { OptionControlProps } from '../types';
import {
	choiceValue,
	fetchKindFolders,
	folderChoices,
	folderOfChoice,
	kindsWithFolders,
	type KindFolders,
} from './folder-choices';
import { toStringList } from './values';

export interface FolderSelectProps {
	label: string;
	help?: string;
	/** The post types listed: their folders are offered. */
	postTypes: readonly string[];
	/** A folder's id, 0 for Uncategorised, null or undefined for All. */
	value: number | null | undefined;
	onChange: ( folder: number | null ) => void;
}

/**
 * A folder of the post types listed, Uncategorised or All; nothing while
 * folders are off.
 *
 * @param props           Component props.
 * @param props.label     The field's label.
 * @param props.help      Its help.
 * @param props.postTypes The post types listed.
 * @param props.value     The folder chosen.
 * @param props.onChange  Receives the new folder (null for All).
 */
export function FolderSelect( {
	label,
	help,
	postTypes,
	value,
	onChange,
}: FolderSelectProps ) {
	const config = useMemo( () => readFoldersConfig(), [] );
	const kinds = kindsWithFolders( config, postTypes );
	const kindsKey = kinds.join();
	const [ trees, setTrees ] = useState< KindFolders[] >( [] );

	useEffect( () => {
		if ( ! config || ! kindsKey ) {
			setTrees( [] );
			return;
		}
		const controller = new AbortController();
		Promise.all(
			kindsKey
				.split( ',' )
				.map( ( kind ) =>
					fetchKindFolders(
						config.restPath,
						kind,
						config.kinds[ kind ]?.label ?? kind,
						controller.signal
					)
				)
		)
			.then( setTrees )
			// The picker keeps All and Uncategorised when the tree cannot load.
			.catch( () => undefined );
		return () => controller.abort();
	}, [ config, kindsKey ] );

	if ( ! config ) {
		return null;
	}
	const options = folderChoices( trees );
	const current = choiceValue( value );
	// A stored folder not (yet) listed keeps a choice of its own.
	if ( ! options.some( ( option ) => option.value === current ) ) {
		options.push( {
			value: current,
			label: __( 'A folder not listed', 'uipress' ),
		} );
	}
	return (
		<SelectControl
			__nextHasNoMarginBottom
			__next40pxDefaultSize
			label={ label }
			help={
				kinds.length
					? help
					: __(
							'The post types listed have no folders: only All and Uncategorised apply.',
							'uipress'
						)
			}
			value={ current }
			options={ options }
			onChange={ ( next: string ) => onChange( folderOfChoice( next ) ) }
		/>
	);
}

/**
 * The `folder` option type: the folders of the post types the block's
 * `args.postTypesKey` option lists (`post` when it lists none).
 *
 * @param props          Component props.
 * @param props.option   The option.
 * @param props.value    Stored value.
 * @param props.onChange Receives the folder (null for All).
 */
export function FolderOptionControl( {
	option,
	value,
	onChange,
}: OptionControlProps ) {
	const key =
		typeof option.args?.postTypesKey === 'string'
			? option.args.postTypesKey
			: 'postTypes';
	const postTypesKey = useBuilderSelect(
		( selectors ) => {
			const block = selectors.getSelectedBlock();
			const names = block
				? toStringList( blockOptionsOf( block )[ key ] )
				: [];
			return ( names.length ? names : [ 'post' ] ).join();
		},
		[ key ]
	);
	const postTypes = useMemo(
		() => postTypesKey.split( ',' ),
		[ postTypesKey ]
	);
	return (
		<FolderSelect
			label={ option.label }
			help={ option.help }
			postTypes={ postTypes }
			value={ typeof value === 'number' && value >= 0 ? value : null }
			onChange={ ( folder ) => onChange( folder ) }
		/>
	);
}
