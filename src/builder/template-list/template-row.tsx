/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf, type TransformedText } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { summariseAudience } from '../../components/post-list/audience';
import {
	formatModified,
	statusLabel,
	typeLabel,
} from '../../components/post-list/labels';
import RenameForm from '../../components/post-list/rename-form';
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
	const named = ( text: TransformedText< `${ string }%s${ string }` > ) =>
		sprintf( text, title );

	return (
		<tr>
			<td className="uip-template-list__title">
				{ renaming ? (
					<RenameForm
						title={ template.title }
						label={ __( 'Template title', 'uipress' ) }
						onCancel={ () => setRenaming( false ) }
						onSave={ async ( value ) => {
							if ( await onRename( template, value ) ) {
								setRenaming( false );
							}
						} }
					/>
				) : (
					<Button
						variant="link"
						onClick={ () => onOpen( template.id ) }
					>
						{ title }
					</Button>
				) }
			</td>
			<td>{ typeLabel( template.fields.type ) }</td>
			<td>{ statusLabel( template.status ) }</td>
			<td>{ summariseAudience( template.fields, roleNames ) }</td>
			<td>{ formatModified( template.modified ) }</td>
			<td className="uip-template-list__actions">
				<Button
					size="small"
					variant="secondary"
					onClick={ () => setRenaming( true ) }
					disabled={ busy || renaming }
					label={ named(
						/* translators: %s: template title. */
						__( 'Rename %s', 'uipress' )
					) }
					showTooltip={ false }
				>
					{ __( 'Rename', 'uipress' ) }
				</Button>
				<Button
					size="small"
					variant="secondary"
					onClick={ () => onToggleStatus( template ) }
					disabled={ busy }
					label={ named(
						template.status === 'publish'
							? /* translators: %s: template title. */
								__( 'Switch %s to draft', 'uipress' )
							: /* translators: %s: template title. */
								__( 'Publish %s', 'uipress' )
					) }
					showTooltip={ false }
				>
					{ template.status === 'publish'
						? __( 'Switch to draft', 'uipress' )
						: __( 'Publish', 'uipress' ) }
				</Button>
				<Button
					size="small"
					variant="secondary"
					onClick={ () => onDuplicate( template ) }
					disabled={ busy }
					label={ named(
						/* translators: %s: template title. */
						__( 'Duplicate %s', 'uipress' )
					) }
					showTooltip={ false }
				>
					{ __( 'Duplicate', 'uipress' ) }
				</Button>
				<Button
					size="small"
					variant="secondary"
					onClick={ () => onExport( template ) }
					label={ named(
						/* translators: %s: template title. */
						__( 'Export %s', 'uipress' )
					) }
					showTooltip={ false }
				>
					{ __( 'Export', 'uipress' ) }
				</Button>
				<Button
					size="small"
					variant="secondary"
					isDestructive
					onClick={ () => onDelete( template ) }
					disabled={ busy }
					label={ named(
						/* translators: %s: template title. */
						__( 'Delete %s', 'uipress' )
					) }
					showTooltip={ false }
				>
					{ __( 'Delete', 'uipress' ) }
				</Button>
			</td>
		</tr>
	);
}
