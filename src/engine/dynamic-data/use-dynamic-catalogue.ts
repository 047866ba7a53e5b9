/**
 * WordPress dependencies
 */
import { useEffect, useMemo, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { EngineConfig } from '../types';
import { dynamicCatalogue } from './catalogue';
import { DYNAMIC_REFRESH_MS } from './constants';
import type { DynamicCatalogue } from './types';

/**
 * The dynamic data catalogue, read again every 60 s (spec: dynamic date
 * values refresh every 60 s) and whenever the engine configuration changes.
 *
 * @param engine The engine configuration the server printed.
 */
export function useDynamicCatalogue( engine: EngineConfig ): DynamicCatalogue {
	const [ now, setNow ] = useState( () => new Date() );
	useEffect( () => {
		const timer = window.setInterval(
			() => setNow( new Date() ),
			DYNAMIC_REFRESH_MS
		);
		return () => window.clearInterval( timer );
	}, [] );
	return useMemo( () => dynamicCatalogue( engine, now ), [ engine, now ] );
}
