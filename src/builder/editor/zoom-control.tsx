/**
 * WordPress dependencies
 */
import {
	DropdownMenu,
	MenuGroup,
	MenuItem,
	MenuItemsChoice,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { CANVAS_ZOOMS, parseZoom, type CanvasZoom } from '../store';
import { zoomScale } from './canvas-scale';
import { useBuilderActions, useBuilderSelect } from './use-builder';
import { ZOOM_SHORTCUTS, zoomAfter } from './zoom-keys';

/**
 * A scale as a whole percentage, e.g. "41%".
 *
 * @param scale The scale.
 */
export function percentage( scale: number ): string {
	/* translators: %d: a zoom level in percent. */
	return sprintf( __( '%d%%', 'uipress' ), Math.round( scale * 100 ) );
}

/**
 * What a zoom level is called: "Fit (41%)" or "75%".
 *
 * @param zoom The zoom.
 * @param fit  The scale 'fit' gives now.
 */
export function zoomName( zoom: CanvasZoom, fit: number ): string {
	return zoom === 'fit'
		? sprintf(
				/* translators: %s: the scale fitting gives now, e.g. 41%. */
				__( 'Fit (%s)', 'uipress' ),
				percentage( fit )
			)
		: percentage( zoom / 100 );
}

/**
 * The top bar's zoom menu: Fit (the template scaled to the canvas's width,
 * never above its real size) or 50, 75 or 100 %, where the canvas scrolls.
 * The button shows the scale the template is at now; the choice is kept as
 * the user's preference.
 */
export default function ZoomControl() {
	const { zoom, fit } = useBuilderSelect( ( select ) => ( {
		zoom: select.getZoom(),
		fit: select.getFitScale(),
	} ) );
	const { setZoom } = useBuilderActions();
	const current = zoomName( zoom, fit );

	return (
		<DropdownMenu
			className="uip-editor-zoom"
			icon={ null }
			text={ percentage( zoomScale( zoom, fit ) ) }
			label={ sprintf(
				/* translators: %s: the current zoom, e.g. "Fit (41%)". */
				__( 'Zoom: %s', 'uipress' ),
				current
			) }
			toggleProps={ { size: 'compact' } }
			popoverProps={ { placement: 'bottom' } }
		>
			{ ( { onClose } ) => (
				<>
					<MenuGroup label={ __( 'Zoom', 'uipress' ) }>
						<MenuItemsChoice
							value={ String( zoom ) }
							choices={ CANVAS_ZOOMS.map( ( level ) => ( {
								value: String( level ),
								label: zoomName( level, fit ),
								shortcut: ZOOM_SHORTCUTS[ String( level ) ],
							} ) ) }
							onSelect={ ( value ) => {
								setZoom(
									parseZoom(
										value === 'fit'
											? value
											: Number( value )
									)
								);
								onClose();
							} }
							onHover={ () => undefined }
						/>
					</MenuGroup>
					<MenuGroup>
						<MenuItem
							shortcut={ ZOOM_SHORTCUTS.in }
							onClick={ () =>
								setZoom( zoomAfter( 'in', zoom, fit ) )
							}
						>
							{ __( 'Zoom in', 'uipress' ) }
						</MenuItem>
						<MenuItem
							shortcut={ ZOOM_SHORTCUTS.out }
							onClick={ () =>
								setZoom( zoomAfter( 'out', zoom, fit ) )
							}
						>
							{ __( 'Zoom out', 'uipress' ) }
						</MenuItem>
					</MenuGroup>
				</>
			) }
		</DropdownMenu>
	);
}
