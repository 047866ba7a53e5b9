/**
 * Pure builders of the `Partial< Block >` the Style tab hands to
 * `onChange`: the responsive hide flags, and one style settings group
 * (`settings.style` or `settings[ group.name ]`) kept minimal.
 */

/**
 * Internal dependencies
 */
import type {
	Block,
	PseudoContent,
	ResponsiveFlags,
	StyleOptions,
	StyleSettings,
	Viewport,
} from '../../../engine/types';
import { styleSettingsOf, withStyleSettings } from '../block-changes';

/** Which pseudo-element: `beforeContent` (::before) or `afterContent` (::after). */
export type PseudoKey = 'beforeContent' | 'afterContent';

/**
 * Sets one hide flag. Only true flags are stored; with none left,
 * `responsive` is removed (set to undefined, which is not saved).
 *
 * @param block    The block.
 * @param viewport The viewport.
 * @param hidden   Whether the block is hidden there.
 */
export function withResponsiveFlag(
	block: Block,
	viewport: Viewport,
	hidden: boolean
): Partial< Block > {
	const flags: ResponsiveFlags = { ...block.responsive };
	if ( hidden ) {
		flags[ viewport ] = true;
	} else {
		delete flags[ viewport ];
	}
	const kept = Object.keys( flags ).some(
		( key ) => flags[ key as Viewport ] === true
	);
	return { responsive: kept ? flags : undefined };
}

function isEmptyPseudo( pseudo: PseudoContent | undefined ): boolean {
	return (
		! pseudo ||
		( pseudo.content === '' && Object.keys( pseudo.options ).length === 0 )
	);
}

/**
 * Replaces a style settings group; a group left with no option and no
 * pseudo-element content is removed from the block's settings.
 *
 * @param block    The block.
 * @param group    'style' or a style group name.
 * @param settings The new settings.
 */
export function withGroupSettings(
	block: Block,
	group: string,
	settings: StyleSettings
): Partial< Block > {
	const next: StyleSettings = { options: settings.options };
	for ( const key of [ 'beforeContent', 'afterContent' ] as const ) {
		const pseudo = settings[ key ];
		if ( pseudo && ! isEmptyPseudo( pseudo ) ) {
			next[ key ] = pseudo;
		}
	}
	if (
		Object.keys( next.options ).length === 0 &&
		! next.beforeContent &&
		! next.afterContent
	) {
		const rest = { ...block.settings };
		delete rest[ group ];
		return { settings: rest };
	}
	return withStyleSettings( block, group, next );
}

/**
 * Sets the options of a group (undefined clears them).
 *
 * @param block   The block.
 * @param group   'style' or a style group name.
 * @param options The new options.
 */
export function withGroupOptions(
	block: Block,
	group: string,
	options: StyleOptions | undefined
): Partial< Block > {
	return withGroupSettings( block, group, {
		...styleSettingsOf( block, group ),
		options: options ?? {},
	} );
}

/**
 * Sets a pseudo-element of a group (undefined removes it).
 *
 * @param block  The block.
 * @param group  'style' or a style group name.
 * @param key    'beforeContent' or 'afterContent'.
 * @param pseudo The new pseudo-element.
 */
export function withGroupPseudo(
	block: Block,
	group: string,
	key: PseudoKey,
	pseudo: PseudoContent | undefined
): Partial< Block > {
	const settings = { ...styleSettingsOf( block, group ) };
	if ( pseudo ) {
		settings[ key ] = pseudo;
	} else {
		delete settings[ key ];
	}
	return withGroupSettings( block, group, settings );
}

/**
 * A preset's options as a fresh copy, so editing the block never changes
 * the definition's preset.
 *
 * @param preset The preset.
 */
export function presetOptions( preset: StyleOptions ): StyleOptions {
	return JSON.parse( JSON.stringify( preset ) ) as StyleOptions;
}
