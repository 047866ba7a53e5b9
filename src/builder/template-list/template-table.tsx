/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import TemplateRow, { type RowActions } from './template-row';
import { useRoleNames } from '../../components/post-list/use-role-names';
import type { TemplateSummary } from './types';

interface TemplateTableProps extends RowActions {
	templates: TemplateSummary[];
	busy: number[];
}

/**
 * The table of templates.
 *
 * @param props           Component props.
 * @param props.templates
 * @param props.busy
 */
export default function TemplateTable( {
	templates,
	busy,
	...actions
}: TemplateTableProps ) {
	const roleNames = useRoleNames();
	return (
		<table className="wp-list-table widefat striped uip-post-list-table uip-template-list__table">
			<caption className="screen-reader-text">
				{ __( 'Templates', 'uipress' ) }
			</caption>
			<thead>
				<tr>
					<th scope="col">{ __( 'Title', 'uipress' ) }</th>
					<th scope="col">{ __( 'Type', 'uipress' ) }</th>
					<th scope="col">{ __( 'Status', 'uipress' ) }</th>
					<th scope="col">{ __( 'Applies to', 'uipress' ) }</th>
					<th scope="col">{ __( 'Modified', 'uipress' ) }</th>
					<th scope="col">{ __( 'Actions', 'uipress' ) }</th>
				</tr>
			</thead>
			<tbody>
				{ templates.map( ( template ) => (
					<TemplateRow
						key={ template.id }
						template={ template }
						busy={ busy.includes( template.id ) }
						roleNames={ roleNames }
						{ ...actions }
					/>
				) ) }
			</tbody>
		</table>
	);
}
