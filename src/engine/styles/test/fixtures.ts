/**
 * Internal dependencies
 */
import type { Block } from '../../types';

export const UID = 'a1b2c3d4e5f6a1b2c3d4e5f6';
export const SELF = `.uip-b-${ UID }`;

export function block( overrides: Partial< Block > = {} ): Block {
	return {
		uid: UID,
		name: 'Button',
		moduleName: 'uip-button',
		settings: {},
		...overrides,
	};
}

/**
 * The number of `{` and of `}` in a stylesheet.
 * @param css
 */
export function braces( css: string ): { open: number; close: number } {
	return {
		open: css.split( '{' ).length - 1,
		close: css.split( '}' ).length - 1,
	};
}
