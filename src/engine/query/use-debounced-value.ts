/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';

/**
 * `value`, once it has stayed the same for `delay` ms.
 *
 * @param value The changing value.
 * @param delay Quiet time in ms.
 */
export function useDebouncedValue< T >( value: T, delay: number ): T {
	const [ settled, setSettled ] = useState( value );
	useEffect( () => {
		const timer = window.setTimeout( () => setSettled( value ), delay );
		return () => window.clearTimeout( timer );
	}, [ value, delay ] );
	return settled;
}
