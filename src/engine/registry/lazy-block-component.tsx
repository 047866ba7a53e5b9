/**
 * A block component whose code is in its own chunk. The interface loads the
 * chunks of the blocks its template uses before it first renders (so this
 * renders the real component at once); the builder loads one when a block
 * is first inserted or shown, and shows a placeholder meanwhile.
 */

/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockComponentProps } from '../types';
import type { ComponentType } from 'react';

type BlockComponent = ComponentType< BlockComponentProps >;

export interface LazyBlockComponent {
	( props: BlockComponentProps ): JSX.Element | null;
	/** Loads the code (once); resolves with the real component. */
	preload: () => Promise< BlockComponent >;
	displayName?: string;
}

/**
 * Whether a definition's component loads its code on demand.
 *
 * @param component A definition's component.
 */
export function isLazyBlockComponent(
	component: unknown
): component is LazyBlockComponent {
	return (
		typeof component === 'function' &&
		typeof ( component as Partial< LazyBlockComponent > ).preload ===
			'function'
	);
}

/**
 * Wraps a chunk loader as a block component.
 *
 * @param load Imports the module whose default export is the component.
 */
export function lazyBlockComponent(
	load: () => Promise< { default: BlockComponent } >
): LazyBlockComponent {
	let loaded: BlockComponent | undefined;
	let pending: Promise< BlockComponent > | undefined;

	const preload = (): Promise< BlockComponent > => {
		if ( loaded ) {
			return Promise.resolve( loaded );
		}
		if ( ! pending ) {
			pending = load().then(
				( module ) => {
					loaded = module.default;
					return loaded;
				},
				( error: unknown ) => {
					// A failed download may succeed on the next try.
					pending = undefined;
					throw error;
				}
			);
		}
		return pending;
	};

	function LazyBlock( props: BlockComponentProps ): JSX.Element | null {
		const [ failed, setFailed ] = useState( false );
		const [ , setReady ] = useState( false );
		useEffect( () => {
			if ( loaded ) {
				return undefined;
			}
			let live = true;
			preload().then(
				() => live && setReady( true ),
				() => live && setFailed( true )
			);
			return () => {
				live = false;
			};
		}, [] );

		if ( loaded ) {
			const Component = loaded;
			return <Component { ...props } />;
		}
		if ( failed ) {
			return (
				<span className="uip-block-loading" role="alert">
					{ __(
						'This block could not be loaded. Reload the page to try again.',
						'uipress'
					) }
				</span>
			);
		}
		return (
			<span
				className="uip-block-loading"
				aria-busy="true"
				aria-label={ __( 'Loading block…', 'uipress' ) }
			/>
		);
	}
	LazyBlock.preload = preload;
	return LazyBlock;
}
