/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockPanelProps } from '../types';
import StyleGroupSection from './style-group-section';
import VisibilitySection from './visibility-section';
import './style-panel.scss';

/** Settings keys that are never style groups (the compiler skips them too). */
const RESERVED_GROUPS = [ 'block', 'style', 'advanced' ];

/**
 * The Style tab: the responsive hide flags, then the block root's styles
 * (when the definition enables them, or always when it is missing) and
 * each style group the definition declares, in collapsible panels.
 *
 * @param props            Panel props.
 * @param props.block      The selected block.
 * @param props.definition Its definition, if available.
 * @param props.onChange   Applies changes to the block.
 */
export default function StylePanel( {
	block,
	definition,
	onChange,
}: BlockPanelProps ) {
	const rootEnabled =
		! definition || definition.optionsEnabled.style === true;
	const groups = ( definition?.optionsEnabled.styleGroups ?? [] ).filter(
		( group ) =>
			typeof group?.name === 'string' &&
			! RESERVED_GROUPS.includes( group.name )
	);
	return (
		<div className="uip-style-panel" data-uid={ block.uid }>
			<VisibilitySection block={ block } onChange={ onChange } />
			{ rootEnabled && (
				<StyleGroupSection
					block={ block }
					onChange={ onChange }
					group="style"
					label={ __( 'Block style', 'uipress' ) }
				/>
			) }
			{ groups.map( ( group ) => (
				<StyleGroupSection
					key={ group.name }
					block={ block }
					onChange={ onChange }
					group={ group.name }
					label={ group.label }
					presets={ group.presets }
				/>
			) ) }
			{ ! rootEnabled && groups.length === 0 && (
				<p className="uip-style-panel__empty">
					{ __( 'This block has no style settings.', 'uipress' ) }
				</p>
			) }
		</div>
	);
}
