/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { isRecord } from '../../shared/is-record';
import { useDynamicText } from '../../engine/renderer/block-hooks';
import type { BlockOptions } from '../../engine/types';
import BlockIcon from './block-icon';
import { choiceOption, dynamicOption, iconOption } from './options';
import './trigger.scss';

export interface BlockShortcut {
	keys: string[];
	/** Whether the button shows it. */
	display: boolean;
}

/**
 * The block's keyboard shortcut when it is on and has keys.
 *
 * @param options The block's options.
 */
export function blockShortcut(
	options: BlockOptions
): BlockShortcut | undefined {
	const value = options.keyboardShortcut;
	if ( ! isRecord( value ) ) {
		return undefined;
	}
	const on = value.enabled === true || value.enabled === 'true';
	const keys = Array.isArray( value.selectedKeys )
		? value.selectedKeys.filter(
				( key ): key is string => typeof key === 'string' && key !== ''
			)
		: [];
	if ( ! on || ! keys.length ) {
		return undefined;
	}
	return {
		keys,
		display: value.display === true || value.display === 'true',
	};
}

/**
 * A key as people read it.
 *
 * @param key A stored key (KeyboardEvent.key, letters in lower case).
 */
function keyLabel( key: string ): string {
	if ( key === ' ' ) {
		return __( 'Space', 'uipress' );
	}
	if ( key === 'Control' ) {
		return __( 'Ctrl', 'uipress' );
	}
	return key.length === 1 ? key.toUpperCase() : key;
}

/**
 * What the button of a block that opens something shows: its text, its icon
 * on the chosen side and, when asked, its keyboard shortcut.
 *
 * @param props         Component props.
 * @param props.options The block's options.
 */
export function TriggerContent( { options }: { options: BlockOptions } ) {
	const text = useDynamicText( dynamicOption( options, 'buttonText' ) );
	const icon = iconOption( options, 'iconSelect' );
	const position = choiceOption(
		options,
		'iconPosition',
		[ 'left', 'right' ],
		'left'
	);
	const shortcut = blockShortcut( options );
	return (
		<span className="uip-trigger">
			{ position === 'left' && <BlockIcon name={ icon } /> }
			{ text && <span className="uip-trigger__text">{ text }</span> }
			{ position === 'right' && <BlockIcon name={ icon } /> }
			{ shortcut?.display && (
				<kbd className="uip-trigger__shortcut">
					{ shortcut.keys.map( keyLabel ).join( ' + ' ) }
				</kbd>
			) }
		</span>
	);
}
