/**
 * WordPress dependencies
 */
import { Button, ToggleControl } from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import OptionField from './option-field';
import type { OptionControlProps } from '../types';
import { toKeyboardShortcut, type KeyboardShortcutValue } from './values';

/**
 * A pressed key as stored: letters in lower case (Shift+K and K are the
 * same key), other keys by their KeyboardEvent.key name.
 *
 * @param key KeyboardEvent.key.
 */
export function storedKey( key: string ): string {
	return key.length === 1 ? key.toLowerCase() : key;
}

/**
 * A stored key as shown to people.
 *
 * @param key A stored key.
 */
export function keyLabel( key: string ): string {
	if ( key === ' ' ) {
		return __( 'Space', 'uipress' );
	}
	return key.length === 1 ? key.toUpperCase() : key;
}

/**
 * A keyboard shortcut: keys recorded by pressing them together, whether it
 * is on, and whether the block shows it. Stores
 * { enabled, display, selectedKeys }. While recording, every key pressed
 * anywhere is taken (Escape alone cancels); releasing them all stores them.
 *
 * @param props          Component props.
 * @param props.option   The option.
 * @param props.value    Stored value.
 * @param props.onChange Receives the whole value.
 */
export default function KeyboardShortcutOptionControl( {
	option,
	value,
	onChange,
}: OptionControlProps ) {
	const current = toKeyboardShortcut( value );
	const [ recording, setRecording ] = useState( false );
	const [ pressed, setPressed ] = useState< string[] >( [] );
	const change = ( changes: Partial< KeyboardShortcutValue > ) =>
		onChange( { ...current, ...changes } );

	// The latest value and onChange for the listeners below.
	const latest = useRef( { current, onChange } );
	latest.current = { current, onChange };

	useEffect( () => {
		if ( ! recording ) {
			return undefined;
		}
		const held = new Set< string >();
		let keys: string[] = [];
		const stop = () => {
			setPressed( [] );
			setRecording( false );
		};
		const down = ( event: KeyboardEvent ) => {
			event.preventDefault();
			event.stopPropagation();
			if ( event.key === 'Escape' && held.size === 0 ) {
				stop();
				return;
			}
			const key = storedKey( event.key );
			held.add( key );
			if ( ! keys.includes( key ) ) {
				keys = [ ...keys, key ];
				setPressed( keys );
			}
		};
		const up = ( event: KeyboardEvent ) => {
			event.preventDefault();
			held.delete( storedKey( event.key ) );
			if ( held.size === 0 && keys.length > 0 ) {
				const { current: stored, onChange: store } = latest.current;
				store( { ...stored, selectedKeys: keys } );
				stop();
			}
		};
		document.addEventListener( 'keydown', down, true );
		document.addEventListener( 'keyup', up, true );
		window.addEventListener( 'blur', stop );
		return () => {
			document.removeEventListener( 'keydown', down, true );
			document.removeEventListener( 'keyup', up, true );
			window.removeEventListener( 'blur', stop );
		};
	}, [ recording ] );

	const keys = recording ? pressed : current.selectedKeys;

	return (
		<OptionField option={ option } className="uip-shortcut-control">
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Enable the keyboard shortcut', 'uipress' ) }
				checked={ current.enabled }
				onChange={ ( enabled: boolean ) => change( { enabled } ) }
			/>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Show the shortcut on the block', 'uipress' ) }
				checked={ current.display }
				onChange={ ( display: boolean ) => change( { display } ) }
			/>
			<p className="uip-shortcut-control__keys" aria-live="polite">
				{ keys.length > 0
					? keys.map( ( key, index ) => (
							<span key={ key }>
								{ index > 0 && ' + ' }
								<kbd>{ keyLabel( key ) }</kbd>
							</span>
						) )
					: __( 'No keys chosen.', 'uipress' ) }
			</p>
			<div className="uip-shortcut-control__actions">
				<Button
					variant="secondary"
					size="small"
					aria-pressed={ recording }
					onClick={ () => {
						setPressed( [] );
						setRecording( ! recording );
					} }
				>
					{ recording
						? __( 'Press the keys together…', 'uipress' )
						: __( 'Record shortcut', 'uipress' ) }
				</Button>
				{ current.selectedKeys.length > 0 && ! recording && (
					<Button
						variant="tertiary"
						size="small"
						onClick={ () => change( { selectedKeys: [] } ) }
					>
						{ __( 'Clear shortcut', 'uipress' ) }
					</Button>
				) }
			</div>
		</OptionField>
	);
}
