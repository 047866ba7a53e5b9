/**
 * WordPress dependencies
 */
import { Button, Notice, SelectControl, Spinner } from '@wordpress/components';
import { useCallback, useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { errorMessage } from '../../components/utils/api';
import { fetchProperties, type GoogleProperty } from './api';

interface PropertyPickerProps {
	id: string;
	/** The picked property's id (`properties/123`), '' when none. */
	value: string;
	/** Its name as saved, shown while the list loads or when it is gone. */
	valueName: string;
	onChange: ( id: string, name: string ) => void;
}

type Load =
	| { status: 'loading' }
	| { status: 'error'; message: string }
	| { status: 'ready'; properties: GoogleProperty[] };

/**
 * The GA4 property the analytics blocks read, among those the Google
 * credential reaches (the Admin API's account summaries).
 *
 * @param props           Component props.
 * @param props.id        The select's id.
 * @param props.value     The picked property.
 * @param props.valueName Its saved name.
 * @param props.onChange  Receives a property's id and name.
 */
export default function PropertyPicker( {
	id,
	value,
	valueName,
	onChange,
}: PropertyPickerProps ) {
	const [ load, setLoad ] = useState< Load >( { status: 'loading' } );

	const reload = useCallback( () => {
		setLoad( { status: 'loading' } );
		fetchProperties().then(
			( properties ) => setLoad( { status: 'ready', properties } ),
			( caught ) =>
				setLoad( { status: 'error', message: errorMessage( caught ) } )
		);
	}, [] );
	useEffect( reload, [ reload ] );

	if ( load.status === 'loading' ) {
		return (
			<p className="uip-analytics-connection__loading" role="status">
				<Spinner />
				<span>
					{ __( 'Loading Google Analytics properties…', 'uipress' ) }
				</span>
			</p>
		);
	}
	if ( load.status === 'error' ) {
		return (
			<Notice status="error" isDismissible={ false }>
				<p>
					{ __(
						'The Google Analytics properties could not be loaded.',
						'uipress'
					) }
				</p>
				<p>{ load.message }</p>
				<Button variant="secondary" size="compact" onClick={ reload }>
					{ __( 'Try again', 'uipress' ) }
				</Button>
			</Notice>
		);
	}
	if ( load.properties.length === 0 ) {
		return (
			<Notice status="warning" isDismissible={ false }>
				{ __(
					'This Google account reaches no Google Analytics 4 property. Share a property with it, then try again.',
					'uipress'
				) }{ ' ' }
				<Button variant="link" onClick={ reload }>
					{ __( 'Try again', 'uipress' ) }
				</Button>
			</Notice>
		);
	}

	const options: { value: string; label: string }[] = [
		{ value: '', label: __( 'Choose a property', 'uipress' ) },
		...load.properties.map( ( property ) => ( {
			value: property.id,
			label: sprintf(
				/* translators: 1: property name, 2: account name, 3: property id. */
				__( '%1$s (%2$s, %3$s)', 'uipress' ),
				property.name,
				property.accountName,
				property.id
			),
		} ) ),
	];
	if ( value !== '' && ! load.properties.some( ( p ) => p.id === value ) ) {
		options.push( {
			value,
			label: sprintf(
				/* translators: %s: the saved property's name or id. */
				__( '%s (no longer reachable)', 'uipress' ),
				valueName || value
			),
		} );
	}
	return (
		<SelectControl
			__nextHasNoMarginBottom
			__next40pxDefaultSize
			id={ id }
			label={ __( 'Google Analytics property', 'uipress' ) }
			help={ __(
				'The analytics blocks show this property’s numbers.',
				'uipress'
			) }
			value={ value }
			options={ options }
			onChange={ ( next: string ) => {
				const property = load.properties.find( ( p ) => p.id === next );
				onChange( next, property?.name ?? '' );
			} }
		/>
	);
}
