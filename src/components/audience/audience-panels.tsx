/**
 * WordPress dependencies
 */
import { PanelBody } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import RoleSelect from '../role-select';
import type { PickerItem } from '../utils/api';
import { useRoleNames } from '../post-list/use-role-names';
import {
	describeAudience,
	fromPickerValue,
	toPickerValue,
} from './audience-value';
import { useAudienceLabels } from './use-audience-labels';
import './audience.scss';

/** Who a template or a menu applies to, and who is excluded. */
export interface AudienceLists {
	forRoles: string[];
	forUsers: number[];
	excludesRoles: string[];
	excludesUsers: number[];
}

interface AudiencePanelsProps {
	value: AudienceLists;
	onChange: ( changes: Partial< AudienceLists > ) => void;
}

/**
 * "Who it applies to" and "Excluded" panels: roles and users picked with
 * the role select widget, and a summary of the result. Roles and users are
 * named as people know them: the site's role names ("Editor", translated)
 * and users' display names, in the pickers and the summary.
 *
 * @param props          Component props.
 * @param props.value    The lists.
 * @param props.onChange Called with the lists that changed.
 */
export default function AudiencePanels( {
	value,
	onChange,
}: AudiencePanelsProps ) {
	const { labels: picked, remember } = useAudienceLabels( [
		...value.forUsers,
		...value.excludesUsers,
	] );
	const roleNames = useRoleNames();
	const labels = {
		roles: new Map( [ ...roleNames, ...picked.roles ] ),
		users: picked.users,
	};
	const included = toPickerValue(
		{ roles: value.forRoles, users: value.forUsers },
		labels
	);
	const excluded = toPickerValue(
		{ roles: value.excludesRoles, users: value.excludesUsers },
		labels
	);
	const onIncludedChange = ( items: PickerItem[] ) => {
		remember( items );
		const { roles, users } = fromPickerValue( items );
		onChange( { forRoles: roles, forUsers: users } );
	};
	const onExcludedChange = ( items: PickerItem[] ) => {
		remember( items );
		const { roles, users } = fromPickerValue( items );
		onChange( { excludesRoles: roles, excludesUsers: users } );
	};

	return (
		<>
			<PanelBody title={ __( 'Who it applies to', 'uipress' ) }>
				<div
					role="group"
					aria-label={ __( 'Who it applies to', 'uipress' ) }
					className="uip-audience"
				>
					<RoleSelect
						value={ included }
						onChange={ onIncludedChange }
						returnType="id"
						placeholder={ __(
							'Select roles and users',
							'uipress'
						) }
					/>
				</div>
				<p className="uip-audience__summary">
					{ sprintf(
						/* translators: %s: the roles and users it applies to, e.g. "Administrator, Jane Doe, except Editor". */
						__( 'Applies to: %s', 'uipress' ),
						describeAudience( included, excluded )
					) }
				</p>
			</PanelBody>
			<PanelBody title={ __( 'Excluded', 'uipress' ) }>
				<div
					role="group"
					aria-label={ __( 'Excluded', 'uipress' ) }
					className="uip-audience"
				>
					<RoleSelect
						value={ excluded }
						onChange={ onExcludedChange }
						returnType="id"
						placeholder={ __( 'Nobody excluded', 'uipress' ) }
					/>
				</div>
			</PanelBody>
		</>
	);
}
