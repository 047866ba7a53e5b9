/**
 * WordPress dependencies
 */
import {
	BaseControl,
	CheckboxControl,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { createInterpolateElement } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import PostTypeSelect from '../../../../components/post-type-select';
import RoleSelect from '../../../../components/role-select';
import type { PickerItem } from '../../../../components/utils/api';
import { querySettingsOf } from '../../../../engine/query/query-settings';
import type { QuerySettings, QueryType } from '../../../../engine/types';
import { FolderSelect } from '../../controls/folder-control';
import type { BlockPanelProps } from '../../types';
import { QUERY_PLACEHOLDERS } from './placeholders';
import {
	MAX_PER_PAGE,
	orderByOptions,
	perPageOf,
	postStatusOptions,
	toggleStatus,
	typeChanges,
	withQueryEnabled,
	withQuerySettings,
} from './query-changes';

/**
 * Edits `Block.query` of a container: when enabled, the block repeats its
 * children once per post or user found, filling their `{{placeholders}}`.
 *
 * @param props          Component props.
 * @param props.block    The block.
 * @param props.onChange Applies block changes.
 */
export default function QueryEditor( {
	block,
	onChange,
}: Pick< BlockPanelProps, 'block' | 'onChange' > ) {
	const enabled = block.query?.enabled === true;
	const settings = querySettingsOf( block );
	const set = ( changes: Partial< QuerySettings >, field?: string ) =>
		onChange(
			withQuerySettings( block, changes ),
			field ? { mergeKey: `${ block.uid }:query:${ field }` } : undefined
		);
	const posts = settings.type !== 'users';
	const placeholders = QUERY_PLACEHOLDERS[ posts ? 'posts' : 'users' ];
	const roleItems: PickerItem[] = settings.roles.map( ( name ) => ( {
		name,
		label: name,
		type: 'role',
	} ) );

	return (
		<div className="uip-advanced-query">
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Query content', 'uipress' ) }
				help={ __(
					'The block repeats its children once per result of the query.',
					'uipress'
				) }
				checked={ enabled }
				onChange={ ( on: boolean ) =>
					onChange( withQueryEnabled( block, on ) )
				}
			/>
			{ enabled && (
				<>
					<SelectControl
						__nextHasNoMarginBottom
						label={ __( 'Query type', 'uipress' ) }
						value={ settings.type }
						options={ [
							{ value: 'posts', label: __( 'Posts', 'uipress' ) },
							{ value: 'users', label: __( 'Users', 'uipress' ) },
						] }
						onChange={ ( type: string ) =>
							set( typeChanges( settings, type as QueryType ) )
						}
					/>
					{ posts ? (
						<>
							<BaseControl
								__nextHasNoMarginBottom
								id={ `uip-query-post-types-${ block.uid }` }
								label={ __( 'Post types', 'uipress' ) }
							>
								<PostTypeSelect
									value={ settings.postTypes }
									onChange={ ( postTypes ) =>
										set( { postTypes } )
									}
								/>
							</BaseControl>
							<FolderSelect
								label={ __( 'Folder', 'uipress' ) }
								help={ __(
									'Only the posts in this folder, not its subfolders.',
									'uipress'
								) }
								postTypes={ settings.postTypes }
								value={ settings.folder }
								onChange={ ( folder ) => set( { folder } ) }
							/>
							<fieldset className="uip-advanced-query__statuses">
								<legend className="uip-advanced__label">
									{ __( 'Post statuses', 'uipress' ) }
								</legend>
								{ postStatusOptions().map( ( status ) => (
									<CheckboxControl
										__nextHasNoMarginBottom
										key={ status.value }
										label={ status.label }
										checked={ settings.postStatus.includes(
											status.value
										) }
										onChange={ ( checked: boolean ) =>
											set( {
												postStatus: toggleStatus(
													settings.postStatus,
													status.value,
													checked
												),
											} )
										}
									/>
								) ) }
								<p className="uip-advanced__help">
									{ __(
										'Users only see the posts they may read.',
										'uipress'
									) }
								</p>
							</fieldset>
						</>
					) : (
						<BaseControl
							__nextHasNoMarginBottom
							id={ `uip-query-roles-${ block.uid }` }
							label={ __( 'Roles', 'uipress' ) }
							help={ __(
								'Leave empty to list users of every role.',
								'uipress'
							) }
						>
							<RoleSelect
								type="role"
								value={ roleItems }
								placeholder={ __( 'All roles', 'uipress' ) }
								onChange={ ( items ) =>
									set( {
										roles: items
											.filter(
												( item ) => item.type === 'role'
											)
											.map( ( item ) => item.name ),
									} )
								}
							/>
						</BaseControl>
					) }
					<TextControl
						__nextHasNoMarginBottom
						type="number"
						label={ __( 'Results per page', 'uipress' ) }
						min={ 1 }
						max={ MAX_PER_PAGE }
						step={ 1 }
						value={ settings.perPage }
						onChange={ ( next: string ) => {
							const perPage = perPageOf( next );
							if ( perPage !== undefined ) {
								set( { perPage }, 'perPage' );
							}
						} }
					/>
					<SelectControl
						__nextHasNoMarginBottom
						label={ __( 'Order by', 'uipress' ) }
						value={ settings.orderBy }
						options={ orderByOptions( settings.type ) }
						onChange={ ( orderBy: string ) =>
							set( {
								orderBy: orderBy as QuerySettings[ 'orderBy' ],
							} )
						}
					/>
					<SelectControl
						__nextHasNoMarginBottom
						label={ __( 'Order', 'uipress' ) }
						value={ settings.order }
						options={ [
							{
								value: 'DESC',
								label: __( 'Descending', 'uipress' ),
							},
							{
								value: 'ASC',
								label: __( 'Ascending', 'uipress' ),
							},
						] }
						onChange={ ( order: string ) =>
							set( { order: order === 'ASC' ? 'ASC' : 'DESC' } )
						}
					/>
					{ posts && (
						<ToggleControl
							__nextHasNoMarginBottom
							label={ __( 'Only my own posts', 'uipress' ) }
							help={ __(
								'Lists only the posts of the user viewing the page.',
								'uipress'
							) }
							checked={ settings.limitToAuthor }
							onChange={ ( limitToAuthor: boolean ) =>
								set( { limitToAuthor } )
							}
						/>
					) }
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Show pagination', 'uipress' ) }
						checked={ settings.showPagination }
						onChange={ ( showPagination: boolean ) =>
							set( { showPagination } )
						}
					/>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Show a search box', 'uipress' ) }
						checked={ settings.search }
						onChange={ ( search: boolean ) => set( { search } ) }
					/>
					<div className="uip-advanced-query__placeholders">
						<p className="uip-advanced__help">
							{ createInterpolateElement(
								sprintf(
									/* translators: %s: an example placeholder, e.g. {{post_title}}. */
									__(
										'Each result renders the children once. Write placeholders such as %s in their text, links or image sources: each is replaced by the value of the result. The builder shows the children once, unrepeated.',
										'uipress'
									),
									`<code>{{${ placeholders[ 1 ] }}}</code>`
								),
								{ code: <code /> }
							) }
						</p>
						<p className="uip-advanced__label">
							{ __( 'Available placeholders', 'uipress' ) }
						</p>
						<ul className="uip-advanced-query__keys">
							{ placeholders.map( ( key ) => (
								<li key={ key }>
									<code>{ `{{${ key }}}` }</code>
								</li>
							) ) }
						</ul>
					</div>
				</>
			) }
		</div>
	);
}
