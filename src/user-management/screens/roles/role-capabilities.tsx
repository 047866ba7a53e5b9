/**
 * WordPress dependencies
 */
import { CheckboxControl, Notice } from '@wordpress/components';
import { useEffect, useMemo, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { errorMessage } from '../../../components/utils/api';
import { useUnsavedWarning } from '../../../shared/hooks/use-unsaved-warning';
import {
	updateRole,
	type CapabilityGroup,
	type CapabilitySet,
	type Role,
} from '../../api/roles';
import CapabilitiesHeader from './capabilities-header';
import CapabilityChecklist, { CapabilityHelp } from './capability-checklist';
import {
	grants,
	sameCapabilities,
	toggleRoleCapability,
	withUnlisted,
} from './capability-model';
import { useSnackbar } from '../../components/screen-snackbars';

interface RoleCapabilitiesProps {
	role: Role;
	groups: CapabilityGroup[];
	/** Called with the role as saved. */
	onSaved: ( role: Role ) => void;
	/** Told whether there are unsaved changes. */
	onDirtyChange: ( dirty: boolean ) => void;
}

/**
 * A role's capabilities, grouped, with a checkbox each and a save button
 * (the full set is saved). Capabilities the acting user lacks are locked
 * with the reason; a role the user may not change is shown read only.
 *
 * @param props               Component props.
 * @param props.role          The role.
 * @param props.groups        The capability groups.
 * @param props.onSaved       Called after a save.
 * @param props.onDirtyChange Told whether there are unsaved changes.
 */
export default function RoleCapabilities( {
	role,
	groups,
	onSaved,
	onDirtyChange,
}: RoleCapabilitiesProps ) {
	const [ edited, setEdited ] = useState< CapabilitySet >(
		role.capabilities
	);
	const [ saving, setSaving ] = useState( false );
	const snackbar = useSnackbar();
	useEffect( () => setEdited( role.capabilities ), [ role ] );

	const dirty = ! sameCapabilities( edited, role.capabilities );
	useUnsavedWarning( dirty );
	useEffect( () => onDirtyChange( dirty ), [ dirty, onDirtyChange ] );
	const shownGroups = useMemo(
		() => withUnlisted( groups, { ...role.capabilities, ...edited } ),
		[ groups, role.capabilities, edited ]
	);

	const save = () => {
		setSaving( true );
		updateRole( role.slug, { capabilities: edited } )
			.then( ( saved ) => {
				snackbar.success(
					sprintf(
						/* translators: %s: role name. */
						__( 'Capabilities of %s saved.', 'uipress' ),
						saved.name
					)
				);
				onSaved( saved );
			} )
			.catch( ( failure: unknown ) =>
				snackbar.error( errorMessage( failure ) )
			)
			.finally( () => setSaving( false ) );
	};

	return (
		<section
			className="uip-role-capabilities"
			aria-labelledby="uip-role-capabilities-title"
		>
			<CapabilitiesHeader
				title={ sprintf(
					/* translators: %s: role name. */
					__( 'Capabilities of %s', 'uipress' ),
					role.name
				) }
				titleId="uip-role-capabilities-title"
				editable={ role.editable }
				dirty={ dirty }
				saving={ saving }
				onDiscard={ () => setEdited( role.capabilities ) }
				onSave={ save }
			/>
			{ ! role.editable && (
				<Notice status="info" isDismissible={ false }>
					{ __(
						'You cannot change this role: it holds capabilities you do not have, or WordPress does not let you edit it.',
						'uipress'
					) }
				</Notice>
			) }
			<CapabilityChecklist
				groups={ shownGroups }
				countOn={ ( group ) =>
					group.capabilities.filter( ( capability ) =>
						grants( edited, capability.name )
					).length
				}
				renderControl={ ( capability ) => (
					<CheckboxControl
						__nextHasNoMarginBottom
						label={ capability.label }
						help={ <CapabilityHelp capability={ capability } /> }
						checked={ grants( edited, capability.name ) }
						disabled={
							! role.editable || saving || ! capability.granted
						}
						onChange={ ( on ) =>
							setEdited( ( set ) =>
								toggleRoleCapability( set, capability.name, on )
							)
						}
					/>
				) }
			/>
		</section>
	);
}
