/**
 * WordPress dependencies
 */
import { ToggleControl } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { errorMessage } from '../../../components/utils/api';
import { useCreateNotification } from '../../../engine/notifications';
import { fetchMark, saveMark, type NetworkKind } from './api';
import { useNetworkList } from './use-network-list';

interface NetworkToggleProps {
	kind: NetworkKind;
	/** The post's id; 0 while it is not saved yet. */
	id: number;
}

/**
 * "Apply to every site in the network", for a network administrator on
 * the main site only (nothing renders for anyone else, nor on a single
 * site). The mark is saved at once, apart from the post's other changes:
 * it is a post meta the server keeps to super admins.
 *
 * @param props      Component props.
 * @param props.kind Templates or menus.
 * @param props.id   The post's id.
 */
export default function NetworkToggle( { kind, id }: NetworkToggleProps ) {
	const { canMark } = useNetworkList( kind );
	const notify = useCreateNotification();
	const [ marked, setMarked ] = useState< boolean | null >( null );
	const [ saving, setSaving ] = useState( false );

	useEffect( () => {
		if ( ! canMark || id < 1 ) {
			return;
		}
		let current = true;
		fetchMark( kind, id ).then(
			( value ) => current && setMarked( value ),
			() => undefined
		);
		return () => {
			current = false;
		};
	}, [ canMark, kind, id ] );

	if ( ! canMark || marked === null ) {
		return null;
	}

	const change = async ( value: boolean ) => {
		setSaving( true );
		try {
			setMarked( await saveMark( kind, id, value ) );
		} catch ( error ) {
			notify( {
				status: 'error',
				title: __(
					'The network setting could not be saved.',
					'uipress'
				),
				message: errorMessage( error ),
			} );
		} finally {
			setSaving( false );
		}
	};

	return (
		<ToggleControl
			__nextHasNoMarginBottom
			label={ __( 'Apply to every site in the network', 'uipress' ) }
			help={
				kind === 'templates'
					? __(
							'Saved at once. Every site that publishes no template of its own for these users gets this one; site administrators see it read-only.',
							'uipress'
						)
					: __(
							'Saved at once. Every site that publishes no menu of its own for these users gets this one; site administrators see it read-only.',
							'uipress'
						)
			}
			checked={ marked }
			disabled={ saving }
			onChange={ change }
		/>
	);
}
