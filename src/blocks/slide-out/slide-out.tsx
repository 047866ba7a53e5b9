/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import OffCanvas from '../../components/off-canvas';
import { useDynamicText } from '../../engine/renderer/block-hooks';
import type { BlockComponentProps } from '../../engine/types';
import BuilderOpenView from '../shared/builder-open-view';
import { choiceOption, dynamicOption } from '../shared/options';
import { TriggerContent, blockShortcut } from '../shared/trigger';
import { useOpenState } from '../shared/use-open-state';

/**
 * The slide-out panel block: a button that slides a panel of blocks in
 * from the left or right (30 % wide, closing in 200 ms), covering the page
 * or pushing it aside. Its keyboard shortcut and the interaction actions
 * open, close and toggle work too; Escape, the close button and a click
 * outside close it, and the focus goes back where it was. In the builder
 * the panel's blocks show beside the button, on its side, while the block
 * or one inside it is selected, to be edited.
 *
 * @param props          Component props.
 * @param props.block    The block.
 * @param props.mode     Display mode.
 * @param props.options  The block's options.
 * @param props.children The rendered child blocks.
 */
export default function SlideOut( {
	block,
	mode,
	options,
	children,
}: BlockComponentProps ) {
	const [ open, setOpen ] = useOpenState( block.uid );
	const text = useDynamicText( dynamicOption( options, 'buttonText' ) );
	const title = text || __( 'Panel', 'uipress' );
	const side = choiceOption(
		options,
		'panelSide',
		[ 'left', 'right' ] as const,
		'right'
	);

	if ( mode === 'builder' ) {
		return (
			<BuilderOpenView
				contentClassName="uip-slide-out__panel"
				placement={ side === 'left' ? 'bottom-start' : 'bottom-end' }
				trigger={
					<span className="uip-slide-out__toggle uip-trigger-button">
						<TriggerContent options={ options } />
					</span>
				}
			>
				{ children }
			</BuilderOpenView>
		);
	}
	return (
		<OffCanvas
			title={ title }
			side={ side }
			overlayStyle={ choiceOption(
				options,
				'overlayStyle',
				[ 'overlay', 'push' ] as const,
				'overlay'
			) }
			closeOnPageLoad={ options.closeOnPageChange === true }
			shortcut={ blockShortcut( options )?.keys }
			open={ open }
			onStateChange={ ( state ) => setOpen( state === 'open' ) }
			className="uip-slide-out__layer"
			trigger={ () => (
				<button
					type="button"
					className="uip-slide-out__toggle uip-trigger-button"
					aria-expanded={ open }
					aria-label={ text ? undefined : title }
					onClick={ () => setOpen( ( current ) => ! current ) }
				>
					<TriggerContent options={ options } />
				</button>
			) }
		>
			<div className="uip-slide-out__panel">{ children }</div>
		</OffCanvas>
	);
}
