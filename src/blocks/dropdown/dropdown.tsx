/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import PopoverDropdown from '../../components/popover-dropdown';
import { useDynamicText } from '../../engine/renderer/block-hooks';
import type { BlockComponentProps } from '../../engine/types';
import BuilderOpenView from '../shared/builder-open-view';
import { choiceOption, dynamicOption } from '../shared/options';
import { TriggerContent, blockShortcut } from '../shared/trigger';
import { useOpenState } from '../shared/use-open-state';
import { dropPlacement } from './directions';
import './dropdown.scss';

/**
 * The dropdown block: a button that opens a panel of blocks, by click (or
 * hover), its keyboard shortcut, or the interaction actions open, close and
 * toggle. Escape closes it and gives the focus back to the button. In the
 * builder the panel shows beside the button in its drop direction while the
 * block or one inside it is selected, so its blocks can be edited and
 * dropped into.
 *
 * @param props          Component props.
 * @param props.block    The block.
 * @param props.mode     Display mode.
 * @param props.options  The block's options.
 * @param props.children The rendered child blocks.
 */
export default function Dropdown( {
	block,
	mode,
	options,
	children,
}: BlockComponentProps ) {
	const [ open, setOpen ] = useOpenState( block.uid );
	const text = useDynamicText( dynamicOption( options, 'buttonText' ) );
	const label = text ? undefined : __( 'Dropdown', 'uipress' );

	if ( mode === 'builder' ) {
		return (
			<BuilderOpenView
				contentClassName="uip-dropdown-block__panel"
				placement={ dropPlacement( options.dropDirection ) }
				trigger={
					<span
						className="uip-dropdown__toggle uip-trigger-button"
						aria-label={ label }
					>
						<TriggerContent options={ options } />
					</span>
				}
			>
				{ children }
			</BuilderOpenView>
		);
	}
	return (
		<PopoverDropdown
			trigger={ <TriggerContent options={ options } /> }
			label={ label }
			open={ open }
			onToggle={ setOpen }
			openOn={ choiceOption(
				options,
				'openMode',
				[ 'click', 'hover' ] as const,
				'click'
			) }
			shortcut={ blockShortcut( options )?.keys }
			placement={ dropPlacement( options.dropDirection ) }
			className="uip-trigger-button"
			panelClassName="uip-dropdown-block__panel"
		>
			{ children }
		</PopoverDropdown>
	);
}
