/**
 * WordPress dependencies
 */
import { ComboboxControl } from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { fetchUsers, type UserRow } from '../../api/users';
import './user-picker.scss';

/** How long typing pauses before the search is asked. */
const SEARCH_DELAY_MS = 250;

export interface UserPickerProps {
	label: string;
	help?: string;
	/** The user chosen. */
	value: UserRow | null;
	onChange: ( user: UserRow | null ) => void;
	/** Users not offered (those being deleted). */
	exclude?: number[];
}

/**
 * The option text of a user: name and e-mail.
 *
 * @param user The user.
 */
export function userOptionLabel( user: UserRow ): string {
	const name = user.name || user.login;
	return user.email
		? sprintf(
				/* translators: 1: user name, 2: e-mail address. */
				__( '%1$s (%2$s)', 'uipress' ),
				name,
				user.email
			)
		: name;
}

/**
 * Chooses one user by name, username or e-mail, searched on the server
 * (`GET /users`, first 20 by name).
 *
 * @param props          Component props.
 * @param props.label
 * @param props.help
 * @param props.value
 * @param props.onChange
 * @param props.exclude
 */
export default function UserPicker( {
	label,
	help,
	value,
	onChange,
	exclude = [],
}: UserPickerProps ) {
	const [ search, setSearch ] = useState( '' );
	const [ found, setFound ] = useState< UserRow[] >( [] );
	const latest = useRef( 0 );

	useEffect( () => {
		const request = ++latest.current;
		const controller = new AbortController();
		const timer = window.setTimeout( () => {
			fetchUsers(
				{ search: search.trim(), orderby: 'name', order: 'asc' },
				{ page: 1, perPage: 20 },
				controller.signal
			)
				.then( ( answer ) => {
					if ( request === latest.current ) {
						setFound( answer.items );
					}
				} )
				.catch( () => {
					if ( request === latest.current ) {
						setFound( [] );
					}
				} );
		}, SEARCH_DELAY_MS );
		return () => {
			window.clearTimeout( timer );
			controller.abort();
		};
	}, [ search ] );

	const offered = found.filter( ( user ) => ! exclude.includes( user.id ) );
	const choices =
		value && ! offered.some( ( user ) => user.id === value.id )
			? [ value, ...offered ]
			: offered;
	return (
		<ComboboxControl
			className="uip-user-picker"
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			label={ label }
			help={
				help ?? __( 'Search by name, username or e-mail.', 'uipress' )
			}
			value={ value ? String( value.id ) : null }
			options={ choices.map( ( user ) => ( {
				value: String( user.id ),
				label: userOptionLabel( user ),
			} ) ) }
			onFilterValueChange={ setSearch }
			onChange={ ( id ) =>
				onChange(
					choices.find( ( user ) => String( user.id ) === id ) ?? null
				)
			}
		/>
	);
}
