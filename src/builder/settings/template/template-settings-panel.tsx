/**
 * WordPress dependencies
 */
import { PanelBody, SelectControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { AudiencePanels } from '../../../components/audience';
import type { TemplateFields, TemplateType } from '../../../engine/types';
import { useBuilderActions, useBuilderSelect } from '../../editor/use-builder';
import { statusLabel, typeLabel } from '../../../components/post-list/labels';
import NetworkToggle from '../../../components/entity-list/network/network-toggle';
import CodeEditor from '../code-editor';
import { canEditCode } from '../use-can-edit-code';
import './template-settings.scss';

const TYPES: TemplateType[] = [ 'ui-template', 'ui-admin-page' ];
const STATUSES = [ 'publish', 'draft' ];

/** Typing in these fields is one undo step per field. */
export const MERGE_KEYS = {
	css: 'template:css',
	js: 'template:js',
} as const;

/**
 * The template's settings, shown in the right sidebar when no block is
 * selected: type, status, who it applies to and who is excluded, and the
 * template's CSS and JavaScript (for users who may post unfiltered HTML).
 * Its name is edited in one place, the top bar's "Template title".
 */
export default function TemplateSettingsPanel() {
	const template = useBuilderSelect( ( select ) => select.getTemplate() );
	const { updateTemplate } = useBuilderActions();
	const fields = template?.fields;
	if ( ! template || ! fields ) {
		return null;
	}

	const updateFields = (
		changes: Partial< TemplateFields >,
		mergeKey?: string
	) => updateTemplate( { fields: changes }, mergeKey ? { mergeKey } : {} );

	const statuses = STATUSES.includes( template.status )
		? STATUSES
		: [ ...STATUSES, template.status ];

	return (
		<div className="uip-template-settings">
			<div className="uip-settings__header">
				<div className="uip-settings__title">
					<h2>{ __( 'Template settings', 'uipress' ) }</h2>
					<p className="uip-settings__description">
						{ __(
							'Select a block in the canvas or the layers to edit it.',
							'uipress'
						) }
					</p>
				</div>
			</div>
			<PanelBody title={ __( 'Template', 'uipress' ) }>
				<SelectControl
					__nextHasNoMarginBottom
					label={ __( 'Type', 'uipress' ) }
					value={ fields.type }
					options={ TYPES.map( ( type ) => ( {
						value: type,
						label: typeLabel( type ),
					} ) ) }
					onChange={ ( type: string ) =>
						updateFields( {
							type:
								type === 'ui-admin-page'
									? 'ui-admin-page'
									: 'ui-template',
						} )
					}
				/>
				<SelectControl
					__nextHasNoMarginBottom
					label={ __( 'Status', 'uipress' ) }
					value={ template.status }
					options={ statuses.map( ( status ) => ( {
						value: status,
						label: statusLabel( status ),
					} ) ) }
					onChange={ ( status: string ) =>
						updateTemplate( { status } )
					}
				/>
				<NetworkToggle kind="templates" id={ template.id } />
			</PanelBody>
			<AudiencePanels
				value={ fields }
				onChange={ ( changes ) => updateFields( changes ) }
			/>
			<PanelBody
				title={ __( 'Custom code', 'uipress' ) }
				initialOpen={ false }
			>
				{ canEditCode() ? (
					<>
						<CodeEditor
							label={ __( 'Template CSS', 'uipress' ) }
							language="css"
							value={ fields.settings.css }
							onChange={ ( css, merge ) =>
								updateFields(
									{ settings: { ...fields.settings, css } },
									merge ? MERGE_KEYS.css : undefined
								)
							}
						/>
						<CodeEditor
							label={ __( 'Template JavaScript', 'uipress' ) }
							language="javascript"
							value={ fields.settings.js }
							onChange={ ( js, merge ) =>
								updateFields(
									{ settings: { ...fields.settings, js } },
									merge ? MERGE_KEYS.js : undefined
								)
							}
						/>
					</>
				) : (
					<p className="uip-template-settings__note">
						{ __(
							'Only users who may post unfiltered HTML can add CSS and JavaScript.',
							'uipress'
						) }
					</p>
				) }
			</PanelBody>
		</div>
	);
}
