/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { summariseAudience } from '../../components/post-list/audience';
import {
	formatModified,
	statusLabel,
	typeLabel,
} from '../../components/post-list/labels';
import RowActions from '../../components/post-list/row-actions';
import TitleCell from '../../components/post-list/title-cell';
import type { TemplateSummary } from './types';

export interface RowActions {
	onOpen: ( id: number ) => void;
	onRename: (
		template: TemplateSummary,
		title: string
	) => Promise< boolean >;
	onDuplicate: ( template: TemplateSummary ) => void;
	onDelete: ( template: TemplateSummary ) => void;
	onToggleStatus: ( template: TemplateSummary ) => void;
	onExport: ( template: TemplateSummary ) => void;
}

interface TemplateRowProps extends RowActions {
	template: TemplateSummary;
	busy: boolean;
	/** Role names by role, for who it applies to. */
	roleNames: ReadonlyMap< string, string >;
}

/**
 * One template in the list, with its actions.
 *
 * @param props                Component props.
 * @param props.template
 * @param props.busy
 * @param props.roleNames
 * @param props.onOpen
 * @param props.onRename
 * @param props.onDuplicate
 * @param props.onDelete
 * @param props.onToggleStatus
 * @param props.onExport
 */
export default function TemplateRow( {
	template,
	busy,
	roleNames,
	onOpen,
	onRename,
	onDuplicate,
	onDelete,
	onToggleStatus,
	onExport,
}: TemplateRowProps ) {
	const [ renaming, setRenaming ] = useState( false );
	const title = template.title || __( '(no title)', 'uipress' );

	return (
		<tr>
			<TitleCell
				className="uip-template-list__title"
				title={ template.title }
				shownTitle={ title }
				renameLabel={ __( 'Template title', 'uipress' ) }
				network={ template.network }
				renaming={ renaming }
				onRename={ ( value ) => onRename( template, value ) }
				onRenameEnd={ () => setRenaming( false ) }
				onOpen={ () => onOpen( template.id ) }
			/>
			<td>{ typeLabel( template.fields.type ) }</td>
			<td>{ statusLabel( template.status ) }</td>
			<td>{ summariseAudience( template.fields, roleNames ) }</td>
			<td>{ formatModified( template.modified ) }</td>
			<RowActions
				className="uip-template-list__actions"
				title={ title }
				status={ template.status }
				busy={ busy }
				renaming={ renaming }
				onRename={ () => setRenaming( true ) }
				onToggleStatus={ () => onToggleStatus( template ) }
				onDuplicate={ () => onDuplicate( template ) }
				onExport={ () => onExport( template ) }
				onDelete={ () => onDelete( template ) }
			/>
		</tr>
	);
}
