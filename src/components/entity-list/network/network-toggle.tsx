/**
 * WordPress dependencies
 */
import { ToggleControl } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { errorMessage } from '../../utils/api';
import { useCreateNotification } from '../../../engine/notifications';
import {
	fetchMarks,
	saveMarks,
	type NetworkKind,
	type NetworkMarks,
} from './api';
import { useNetworkList } from './use-network-list';
import './network.scss';

interface NetworkToggleProps {
	kind: NetworkKind;
	/** The post's id; 0 while it is not saved yet. */
	id: number;
}

/**
 * "Apply to every site in the network", for a network administrator on
 * the main site only (nothing renders for anyone else, nor on a single
 * site), and for a network template "Also use in the network admin". The
 * marks are saved at once, apart from the post's other changes: they are
 * post meta the server keeps to super admins.
 *
 * @param props      Component props.
 * @param props.kind Templates or menus.
 * @param props.id   The post's id.
 */
export default function NetworkToggle( { kind, id }: NetworkToggleProps ) {
	const { canMark } = useNetworkList( kind );
	const notify = useCreateNotification();
	const [ marks, setMarks ] = useState< NetworkMarks | null >( null );
	const [ saving, setSaving ] = useState( false );

	useEffect( () => {
		if ( ! canMark || id < 1 ) {
			return;
		}
		let current = true;
		fetchMarks( kind, id ).then(
			( value ) => current && setMarks( value ),
			() => undefined
		);
		return () => {
			current = false;
		};
	}, [ canMark, kind, id ] );

	if ( ! canMark || marks === null ) {
		return null;
	}

	const change = async ( changes: Partial< NetworkMarks > ) => {
		setSaving( true );
		try {
			setMarks( await saveMarks( kind, id, changes ) );
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
		<div className="uip-network-toggles">
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
				checked={ marks.network }
				disabled={ saving }
				onChange={ ( network: boolean ) => change( { network } ) }
			/>
			{ kind === 'templates' && marks.network && (
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'Also use in the network admin', 'uipress' ) }
					help={ __(
						'Saved at once. Network administrators these users include get this interface on the network admin screens too (no site template applies there).',
						'uipress'
					) }
					checked={ marks.networkAdmin }
					disabled={ saving }
					onChange={ ( networkAdmin: boolean ) =>
						change( { networkAdmin } )
					}
				/>
			) }
		</div>
	);
}
