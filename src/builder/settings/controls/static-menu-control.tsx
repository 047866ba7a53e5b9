/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { SelectControl, ToggleControl } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { LoadingSpinner } from '../../../components';
import { errorMessage } from '../../../components/utils/api';
import type { OptionControlProps } from '../types';
import { isRecord, toStaticMenu, toText, type StaticMenuValue } from './values';

/** The custom menus, drafts included (the menu creator's post type). */
export const STATIC_MENUS_PATH =
	'/wp/v2/uip-admin-menu?context=edit&per_page=100&status=publish,draft';

export interface MenuChoice {
	id: string;
	title: string;
}

/**
 * The menus of a wp/v2/uip-admin-menu response; entries without an id are
 * dropped, untitled ones get a placeholder title.
 *
 * @param response The response body.
 */
export function menuChoices( response: unknown ): MenuChoice[] {
	if ( ! Array.isArray( response ) ) {
		return [];
	}
	const menus: MenuChoice[] = [];
	for ( const post of response ) {
		if ( ! isRecord( post ) || typeof post.id !== 'number' ) {
			continue;
		}
		const title = isRecord( post.title )
			? toText( post.title.raw ) || toText( post.title.rendered )
			: toText( post.title );
		menus.push( {
			id: String( post.id ),
			title:
				title ||
				sprintf(
					/* translators: %d: menu id. */
					__( 'Untitled menu #%d', 'uipress' ),
					post.id
				),
		} );
	}
	return menus;
}

type MenusState =
	| { status: 'loading' }
	| { status: 'error'; message: string }
	| { status: 'ready'; menus: MenuChoice[] };

/**
 * The custom menus, loaded once while `enabled`.
 *
 * @param enabled Whether the list is needed.
 */
function useStaticMenus( enabled: boolean ): MenusState {
	const [ state, setState ] = useState< MenusState >( {
		status: 'loading',
	} );
	useEffect( () => {
		if ( ! enabled ) {
			return undefined;
		}
		let active = true;
		setState( { status: 'loading' } );
		apiFetch( { path: STATIC_MENUS_PATH } )
			.then( ( response: unknown ) => {
				if ( active ) {
					setState( {
						status: 'ready',
						menus: menuChoices( response ),
					} );
				}
			} )
			.catch( ( error: unknown ) => {
				if ( active ) {
					setState( {
						status: 'error',
						message: errorMessage( error ),
					} );
				}
			} );
		return () => {
			active = false;
		};
	}, [ enabled ] );
	return state;
}

/**
 * A custom menu the block always shows: a toggle, and the menu to show
 * (from the menu creator). Stores { enabled, menuid }.
 *
 * @param props          Component props.
 * @param props.option   The option.
 * @param props.value    Stored value.
 * @param props.onChange Receives the whole value.
 */
export default function StaticMenuOptionControl( {
	option,
	value,
	onChange,
}: OptionControlProps ) {
	const current = toStaticMenu( value );
	const menus = useStaticMenus( current.enabled );
	const change = ( changes: Partial< StaticMenuValue > ) =>
		onChange( { ...current, ...changes } );

	let picker = null;
	if ( current.enabled ) {
		if ( menus.status === 'loading' ) {
			picker = (
				<LoadingSpinner label={ __( 'Loading menus', 'uipress' ) } />
			);
		} else if ( menus.status === 'error' ) {
			picker = (
				<p className="uip-option-control__error" role="alert">
					{ sprintf(
						/* translators: %s: error message. */
						__( 'The menus could not be loaded: %s', 'uipress' ),
						menus.message
					) }
				</p>
			);
		} else if ( menus.menus.length === 0 ) {
			picker = (
				<p className="uip-option-control__note">
					{ __(
						'There are no custom menus yet. Create one in the menu creator.',
						'uipress'
					) }
				</p>
			);
		} else {
			const known = menus.menus.some(
				( menu ) => menu.id === current.menuid
			);
			picker = (
				<SelectControl
					__nextHasNoMarginBottom
					label={ __( 'Menu', 'uipress' ) }
					value={ current.menuid }
					options={ [
						{ value: '', label: __( 'Choose a menu', 'uipress' ) },
						...menus.menus.map( ( menu ) => ( {
							value: menu.id,
							label: menu.title,
						} ) ),
						...( current.menuid && ! known
							? [
									{
										value: current.menuid,
										label: sprintf(
											/* translators: %s: menu id. */
											__(
												'Menu #%s (not found)',
												'uipress'
											),
											current.menuid
										),
									},
								]
							: [] ),
					] }
					onChange={ ( menuid: string ) => change( { menuid } ) }
				/>
			);
		}
	}

	return (
		<div className="uip-option-control uip-static-menu-control">
			<ToggleControl
				__nextHasNoMarginBottom
				label={ option.label }
				help={ option.help }
				checked={ current.enabled }
				onChange={ ( enabled: boolean ) => change( { enabled } ) }
			/>
			{ picker }
		</div>
	);
}
