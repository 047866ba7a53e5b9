/**
 * WordPress dependencies
 */
import { useEffect } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockComponentProps } from '../../engine/types';
import { useDarkMode } from '../../runtime/dark-mode';
import { PAGE_EVENTS, dispatchPageEvent } from '../../runtime/events';
import BlockIcon from '../shared/block-icon';
import './dark-toggle.scss';

/**
 * Whether the system prefers a dark colour scheme, or undefined where the
 * browser cannot tell.
 */
export function systemPrefersDark(): boolean | undefined {
	if ( typeof window.matchMedia !== 'function' ) {
		return undefined;
	}
	return window.matchMedia( '(prefers-color-scheme: dark)' ).matches;
}

/**
 * The dark toggle block: switches dark mode (`uipress/darkmode/toggle`);
 * with `prefersColorScheme` it first copies the system preference into the
 * user's `darkTheme` preference.
 *
 * @param props         Component props.
 * @param props.options The block's options.
 * @param props.mode    Display mode.
 */
export default function DarkToggle( { options, mode }: BlockComponentProps ) {
	const dark = useDarkMode();
	const auto = options.prefersColorScheme === true;

	useEffect( () => {
		if ( ! auto || mode === 'builder' ) {
			return;
		}
		const system = systemPrefersDark();
		if ( system === undefined ) {
			return;
		}
		dispatchPageEvent( PAGE_EVENTS.darkModeToggle, { dark: system } );
		// Follow the system when it switches while the page is open.
		const query = window.matchMedia( '(prefers-color-scheme: dark)' );
		const onChange = ( event: MediaQueryListEvent ) =>
			dispatchPageEvent( PAGE_EVENTS.darkModeToggle, {
				dark: event.matches,
			} );
		query.addEventListener?.( 'change', onChange );
		return () => query.removeEventListener?.( 'change', onChange );
	}, [ auto, mode ] );

	return (
		<button
			type="button"
			className="uip-dark-toggle"
			aria-pressed={ dark }
			aria-label={ __( 'Dark mode', 'uipress' ) }
			onClick={
				mode === 'builder'
					? undefined
					: () =>
							dispatchPageEvent( PAGE_EVENTS.darkModeToggle, {
								dark: ! dark,
							} )
			}
		>
			<BlockIcon name={ dark ? 'light_mode' : 'dark_mode' } />
		</button>
	);
}
