/**
 * External dependencies
 */
import type { ComponentType } from 'react';

/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { laterChunk, printedChunk } from './printed-chunks';

/**
 * A component whose code is a `later/` chunk (webpack.config.js): it renders
 * nothing until the chunk has loaded, which starts when it first mounts.
 * For parts of the interface most pages never show (a toast, the phone
 * menu's panel).
 *
 * @param name The chunk (`later/toasts`); its export is the component.
 */
export function laterComponent< Props extends object >(
	name: string
): ComponentType< Props > {
	const loaded = (): ComponentType< Props > | undefined => {
		const component = printedChunk( name );
		return typeof component === 'function'
			? ( component as ComponentType< Props > )
			: undefined;
	};
	return function LaterComponent( props: Props ) {
		const [ Loaded, setLoaded ] = useState( loaded );
		useEffect( () => {
			if ( Loaded ) {
				return;
			}
			let current = true;
			laterChunk( name ).then( () => {
				const component = loaded();
				if ( current && component ) {
					setLoaded( () => component );
				}
			} );
			return () => {
				current = false;
			};
		}, [ Loaded ] );
		return Loaded ? <Loaded { ...props } /> : null;
	};
}
