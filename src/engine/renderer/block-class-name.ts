/**
 * Internal dependencies
 */
import { blockClass } from '../styles/sanitize/selector';
import type { Block } from '../types';

/**
 * Classes of a block's root element: `uip-block`, the class its styles are
 * scoped to (`uip-b-<uid>`), `uip-block--link` when it links somewhere, then
 * the administrator's own classes
 * (`settings.advanced.options.classes`, space separated).
 *
 * @param block  The block.
 * @param linked Whether the block links somewhere.
 */
export function blockClassName( block: Block, linked: boolean ): string {
	const own = block.settings?.advanced?.options?.classes;
	const classes = [ 'uip-block', blockClass( block.uid ) ];
	if ( linked ) {
		classes.push( 'uip-block--link' );
	}
	if ( typeof own === 'string' ) {
		classes.push( ...own.split( /\s+/ ).filter( Boolean ) );
	}
	return classes.join( ' ' );
}
