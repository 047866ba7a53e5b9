/**
 * External dependencies
 */
import type { MouseEvent } from 'react';

/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockComponentProps, BlockOptions } from '../../engine/types';
import { useDarkMode } from '../../runtime/dark-mode';
import { isPlainClick, openInFrame } from '../../runtime/open-admin-page';
import { readSiteLogoData } from './site-data';
import { DEFAULT_LOGO_HEIGHT } from './constants';
import LogoHint from './logo-hint';
import './site-logo.scss';

/**
 * The logo's height in pixels: the stored number (or numeric text) between
 * 1 and 1000, else the default.
 *
 * @param options The block's options.
 */
export function logoHeight( options: BlockOptions ): number {
	const value = options.height;
	const number = typeof value === 'string' ? Number( value ) : value;
	return typeof number === 'number' &&
		Number.isFinite( number ) &&
		number >= 1 &&
		number <= 1000
		? number
		: DEFAULT_LOGO_HEIGHT;
}

/**
 * The first character of a name (a whole emoji or accented letter), upper
 * case.
 *
 * @param name The site's name.
 */
export function initialOf( name: string ): string {
	return ( Array.from( name.trim() )[ 0 ] ?? '' ).toLocaleUpperCase();
}

/**
 * The Site logo block: the logo set in UiPress → Settings → General (the
 * dark-mode logo while dark mode is on, else the light one), or the site
 * name when none is set, linked to the admin home unless `linkHome` is off.
 * In the builder nothing is a link, and without a logo a hint says where
 * to set one.
 *
 * @param props         Component props.
 * @param props.options The block's options.
 * @param props.mode    Display mode.
 */
export default function SiteLogo( { options, mode }: BlockComponentProps ) {
	const site = useMemo( readSiteLogoData, [] );
	const dark = useDarkMode();
	const source = dark ? site.logo.dark || site.logo.light : site.logo.light;
	const name = site.name || __( 'Site logo', 'uipress' );
	const height = logoHeight( options );

	const content = source ? (
		<img
			className="uip-site-logo__image"
			src={ source }
			alt={ name }
			style={ { height: `${ height }px` } }
		/>
	) : (
		<>
			{ /* Stands in for the name where a collapsed menu narrows its sidebar. */ }
			<span className="uip-site-logo__initial" aria-hidden="true">
				{ initialOf( name ) }
			</span>
			<span className="uip-site-logo__name">{ name }</span>
		</>
	);

	if ( mode === 'builder' ) {
		return (
			<span className="uip-site-logo">
				{ content }
				{ ! source && <LogoHint /> }
			</span>
		);
	}
	if ( options.linkHome === false || ! site.adminUrl ) {
		return <span className="uip-site-logo">{ content }</span>;
	}
	const onClick = ( event: MouseEvent ) => {
		if ( isPlainClick( event ) && openInFrame( site.adminUrl ) ) {
			event.preventDefault();
		}
	};
	return (
		<a
			className="uip-site-logo uip-site-logo__link"
			href={ site.adminUrl }
			onClick={ onClick }
		>
			{ content }
		</a>
	);
}
