/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { CheckboxControl, SearchControl } from '@wordpress/components';
import { useEffect, useMemo, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useCreateNotification } from '../../engine/notifications';
import PopoverDropdown from '../popover-dropdown';
import LoadingSpinner from '../spinner';
import { errorMessage, matchesSearch, type PostTypeItem } from '../utils/api';
import '../popover-dropdown/button-toggle.scss';
import './post-type-select.scss';

export const POST_TYPES_PATH = '/uipress/v1/post-types';

export interface PostTypeSelectProps {
	/** Chosen post type names. */
	value: string[];
	onChange: ( value: string[] ) => void;
	/** Several types (default) or one. */
	multiple?: boolean;
	/** Shown when nothing is chosen. */
	placeholder?: string;
}

/**
 * The selection after choosing `name`: a chosen type is removed; otherwise it
 * is added, or in single mode it replaces the first entry.
 *
 * @param selected Chosen names.
 * @param name     The type clicked.
 * @param multiple Multiple mode.
 */
export function togglePostType(
	selected: readonly string[],
	name: string,
	multiple: boolean
): string[] {
	if ( selected.includes( name ) ) {
		return selected.filter( ( item ) => item !== name );
	}
	if ( ! multiple ) {
		return [ name, ...selected.slice( 1 ) ];
	}
	return [ ...selected, name ];
}

/**
 * Post types whose label or name contains the search (case-insensitive).
 *
 * @param types  All types.
 * @param search Search text.
 */
export function filterPostTypes(
	types: readonly PostTypeItem[],
	search: string
): PostTypeItem[] {
	return types.filter( ( type ) =>
		matchesSearch( search, type.label, type.name )
	);
}

/**
 * The post types of uipress/v1/post-types: null while loading, empty when
 * they cannot be loaded (an error notification says why).
 *
 * @param enabled False when the caller already has them: nothing is fetched.
 */
function usePostTypes( enabled: boolean ): PostTypeItem[] | null {
	const [ types, setTypes ] = useState< PostTypeItem[] | null >( null );
	const notify = useCreateNotification();

	useEffect( () => {
		if ( ! enabled ) {
			return undefined;
		}
		let current = true;
		apiFetch< { postTypes?: PostTypeItem[]; error?: string } >( {
			path: POST_TYPES_PATH,
		} )
			.then( ( response ) => {
				if ( ! current ) {
					return;
				}
				if ( response.error ) {
					throw response;
				}
				setTypes( response.postTypes ?? [] );
			} )
			.catch( ( error: unknown ) => {
				if ( ! current ) {
					return;
				}
				setTypes( [] );
				notify( { title: errorMessage( error ), status: 'error' } );
			} );
		return () => {
			current = false;
		};
	}, [ enabled, notify ] );
	return types;
}

interface PostTypeListProps extends PostTypeSelectProps {
	/** The types when the caller loaded them (undefined: the list loads them). */
	types?: PostTypeItem[] | null;
}

/**
 * The searchable checkbox list of post types ('Post type select'), loaded
 * from uipress/v1/post-types unless given.
 *
 * @param props          Component props.
 * @param props.value
 * @param props.onChange
 * @param props.multiple
 * @param props.types
 */
export function PostTypeList( {
	value,
	onChange,
	multiple = true,
	types: given,
}: PostTypeListProps ) {
	const loaded = usePostTypes( given === undefined );
	const types = given === undefined ? loaded : given;
	const [ search, setSearch ] = useState( '' );

	return (
		<div className="uip-post-type-select">
			<div className="uip-post-type-select__title">
				{ __( 'Post type select', 'uipress' ) }
			</div>
			<SearchControl
				__nextHasNoMarginBottom
				value={ search }
				onChange={ setSearch }
				label={ __( 'Search post types', 'uipress' ) }
			/>
			{ types === null ? (
				<LoadingSpinner />
			) : (
				<ul className="uip-post-type-select__list">
					{ filterPostTypes( types, search ).map( ( type ) => (
						<li key={ type.name }>
							<CheckboxControl
								__nextHasNoMarginBottom
								label={ type.label }
								help={ type.name }
								checked={ value.includes( type.name ) }
								onChange={ () =>
									onChange(
										togglePostType(
											value,
											type.name,
											multiple
										)
									)
								}
							/>
						</li>
					) ) }
				</ul>
			) }
		</div>
	);
}

/**
 * What the field shows for the chosen types: their labels ("Posts, Pages"),
 * a name where no label is known.
 *
 * @param value  Chosen names.
 * @param labels Labels by name.
 */
export function chosenPostTypesText(
	value: readonly string[],
	labels: Record< string, string >
): string {
	return value
		.map( ( name ) =>
			Object.hasOwn( labels, name ) ? labels[ name ] : name
		)
		.join( ', ' );
}

/**
 * A field showing the chosen post types, by label, that opens the
 * searchable list.
 *
 * @param props Component props.
 */
export default function PostTypeSelect( props: PostTypeSelectProps ) {
	const { value, placeholder } = props;
	// One request, once something is chosen or the list opens: the field's
	// labels and the list share it.
	const [ opened, setOpened ] = useState( false );
	const types = usePostTypes( opened || value.length > 0 );
	const labels = useMemo(
		() =>
			Object.fromEntries(
				( types ?? [] ).map( ( type ) => [ type.name, type.label ] )
			),
		[ types ]
	);
	const shown = value.length
		? chosenPostTypesText( value, labels )
		: ( placeholder ?? __( 'Select post types', 'uipress' ) );
	return (
		<PopoverDropdown
			// Its name holds the words it shows, for voice control.
			label={ sprintf(
				/* translators: %s: the chosen post types, or the placeholder. */
				__( 'Post type select: %s', 'uipress' ),
				shown
			) }
			// Drawn as WordPress's secondary button, like the role select.
			className="uip-post-type-select__toggle uip-dropdown__toggle--button components-button is-secondary"
			trigger={ <span>{ shown }</span> }
			onToggle={ ( isOpen ) => isOpen && setOpened( true ) }
		>
			<PostTypeList { ...props } types={ types } />
		</PopoverDropdown>
	);
}
