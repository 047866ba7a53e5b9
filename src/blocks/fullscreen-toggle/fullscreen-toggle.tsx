/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockComponentProps } from '../../engine/types';
import { PAGE_EVENTS, dispatchPageEvent } from '../../runtime/events';
import { fullScreenFlag, useFlag } from '../../runtime/flag';
import ToggleButton from './toggle-button';

/**
 * Toggles full screen of the page content frame
 * (`uipress/window/fullscreen`).
 *
 * @param props         Component props.
 * @param props.options The block's options.
 * @param props.mode    Display mode.
 */
export default function FullscreenToggle( {
	options,
	mode,
}: BlockComponentProps ) {
	const fullScreen = useFlag( fullScreenFlag );
	return (
		<ToggleButton
			options={ options }
			mode={ mode }
			pressed={ fullScreen }
			label={ __( 'Toggle full screen', 'uipress' ) }
			className="uip-fullscreen-toggle"
			defaultIcon="fullscreen"
			defaultCollapsedIcon="fullscreen_exit"
			onToggle={ () =>
				dispatchPageEvent( PAGE_EVENTS.fullScreen, {
					fullScreen: ! fullScreenFlag.get(),
				} )
			}
		/>
	);
}
