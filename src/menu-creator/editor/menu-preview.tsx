/**
 * WordPress dependencies
 */
import {
	Notice,
	SelectControl,
	Spinner,
	// WordPress's spacing primitives, as its own screens use them.
	// eslint-disable-next-line @wordpress/no-unsafe-wp-apis
	__experimentalVStack as VStack,
} from '@wordpress/components';
import { useId, useMemo } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import AdminMenu from '../../blocks/admin-menu/admin-menu';
import { adminMenuDefinition } from '../../blocks/admin-menu/definition';
import { AdminMenuSource } from '../../blocks/admin-menu/menu-source';
import { menuToShow } from '../../engine/menus';
import { optionsWithDefaults } from '../../engine/renderer/block-options';
import { themeCss } from '../../engine/theme';
import type { Block } from '../../engine/types';
import { readThemeConfig } from '../../shared/config/parse-theme';
import type { AudienceChoice } from '../preview/audience';
import { greyOutCss, outOfReachLines } from '../preview/reach';
import type { PreviewAs } from '../preview/use-preview-as';
import {
	checkingText,
	lineName,
	lineSubmenu,
	noAccessReason,
	outOfReachTitle,
	reachSummary,
} from '../preview/wording';
import type { Tree } from '../tree/tree';

const PREVIEW_BLOCK: Block = {
	uid: 'uip-menu-preview',
	name: 'Admin menu',
	moduleName: 'uip-admin-menu-new',
	settings: {},
};

/** The frame the greyed-out entries are styled in. */
const FRAME = 'uip-menu-preview__frame';

/**
 * Options of a group of the picker.
 *
 * @param props         Component props.
 * @param props.label   The group's name.
 * @param props.choices Its entries.
 */
function ChoiceGroup( {
	label,
	choices,
}: {
	label: string;
	choices: AudienceChoice[];
} ) {
	if ( choices.length === 0 ) {
		return null;
	}
	return (
		<optgroup label={ label }>
			{ choices.map( ( choice ) => (
				<option key={ choice.value } value={ choice.value }>
					{ choice.label }
				</option>
			) ) }
		</optgroup>
	);
}

/**
 * What the preview says about its audience: checking, failed, or how many
 * entries are greyed out.
 *
 * @param props       Component props.
 * @param props.as    The audience and what it cannot open.
 * @param props.count How many lines list what it cannot open.
 */
function ReachStatus( { as, count }: { as: PreviewAs; count: number } ) {
	if ( as.status === 'loading' ) {
		return (
			<p className="uip-menu-preview__status" role="status">
				<Spinner />
				{ checkingText( as.choice ) }
			</p>
		);
	}
	if ( as.status === 'error' ) {
		return (
			<Notice status="warning" isDismissible={ false }>
				{ sprintf(
					/* translators: 1: a role's or user's display name; 2: the server's message. */
					__( 'Could not check what %1$s can open: %2$s', 'uipress' ),
					as.choice.label,
					as.error
				) }
			</Notice>
		);
	}
	return (
		<p className="uip-menu-preview__status" role="status">
			{ reachSummary( as.choice, count ) }
		</p>
	);
}

/**
 * The menu as its audience will get it: the admin menu block itself,
 * showing the menu being edited (hidden items left out, new ones in), with
 * the entries the chosen role or user cannot open greyed out, and why.
 *
 * @param props      Component props.
 * @param props.tree The menu being edited.
 * @param props.as   Whom it is shown as, and what they cannot open.
 */
export default function MenuPreview( {
	tree,
	as,
}: {
	tree: Tree;
	as: PreviewAs;
} ) {
	const menu = useMemo( () => menuToShow( tree ), [ tree ] );
	const options = useMemo(
		// Inline, so every level of the menu shows at once (a block stored
		// without a style would drill down).
		() =>
			optionsWithDefaults( adminMenuDefinition, {
				subMenuStyle: 'inline',
			} ),
		[]
	);
	// In the site's theme colours, as in the interface.
	const theme = useMemo( () => themeCss( readThemeConfig() ), [] );
	const greyOut = greyOutCss( as.outOfReach, `.${ FRAME }` );
	const lines = outOfReachLines( as.outOfReach );
	const listId = `uip-menu-preview-reasons-${ useId() }`;
	const { choices } = as;
	return (
		<VStack spacing={ 3 } className="uip-menu-preview">
			<style>{ theme + greyOut }</style>
			<SelectControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={ __( 'Preview as', 'uipress' ) }
				value={ as.choice.value }
				onChange={ ( value: string ) => as.choose( value ) }
			>
				<ChoiceGroup
					label={ __( 'This menu applies to', 'uipress' ) }
					choices={ choices.applies }
				/>
				<ChoiceGroup
					label={ __( 'Other roles', 'uipress' ) }
					choices={ choices.otherRoles }
				/>
				<ChoiceGroup
					label={ __( 'Yourself', 'uipress' ) }
					choices={ [ choices.self ] }
				/>
			</SelectControl>
			<ReachStatus as={ as } count={ lines.length } />
			<div className={ FRAME }>
				<AdminMenuSource.Provider value={ menu }>
					<AdminMenu
						block={ PREVIEW_BLOCK }
						mode="builder"
						options={ options }
					/>
				</AdminMenuSource.Provider>
			</div>
			{ lines.length > 0 && (
				<div>
					<h3
						id={ listId }
						className="uip-menu-preview__reasons-title"
					>
						{ outOfReachTitle( as.choice ) }
					</h3>
					<ul
						className="uip-menu-preview__reasons"
						aria-labelledby={ listId }
					>
						{ lines.map( ( line ) => (
							<li key={ line.entry.key }>
								<span className="uip-menu-preview__reason-name">
									<strong>{ lineName( line ) }</strong>{ ' ' }
									{ lineSubmenu( line ) }
								</span>{ ' ' }
								<span className="uip-menu-preview__reason-why">
									{ noAccessReason(
										as.choice,
										line.entry.capability
									) }
								</span>
							</li>
						) ) }
					</ul>
				</div>
			) }
		</VStack>
	);
}
