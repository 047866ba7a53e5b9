/**
 * Internal dependencies
 */
import type { Block, EngineConfig, Interaction } from '../../types';

let counter = 0;

/**
 * A block with a fresh 24-character uid.
 *
 * @param moduleName Block module.
 * @param extra      Fields to set.
 */
export function block(
	moduleName: string,
	extra: Partial< Block > = {}
): Block {
	counter++;
	return {
		uid: `blk${ String( counter ).padStart( 21, '0' ) }`,
		name: moduleName,
		moduleName,
		settings: {},
		...extra,
	};
}

/**
 * A block showing `text` (a paragraph).
 *
 * @param text  Its text.
 * @param extra Fields to set.
 */
export function paragraph( text: string, extra: Partial< Block > = {} ): Block {
	return block( 'uip-paragraph', {
		...extra,
		settings: { block: { options: { text } }, ...extra.settings },
	} );
}

/**
 * The engine configuration of an administrator.
 *
 * @param overrides Fields to change.
 */
export function engine(
	overrides: Partial< EngineConfig > = {}
): EngineConfig {
	return {
		context: {
			user: {
				id: 1,
				login: 'admin',
				email: 'admin@example.com',
				roles: [ 'administrator' ],
				name: 'Admin',
			},
			site: {
				title: 'My site',
				url: 'http://localhost',
				adminUrl: 'http://localhost/wp-admin/',
				locale: 'en_US',
			},
			activePlugins: [],
			notificationCount: 0,
		},
		dynamicData: {},
		proUnlocked: false,
		...overrides,
	};
}

/**
 * The root element of a rendered block.
 *
 * @param container Where the template was rendered.
 * @param uid       The block's uid.
 */
export function rootOf( container: HTMLElement, uid: string ): HTMLElement {
	const element = container.querySelector< HTMLElement >(
		`[data-uip-uid="${ uid }"]`
	);
	if ( ! element ) {
		throw new Error( `Block ${ uid } is not rendered.` );
	}
	return element;
}

/**
 * A click interaction that runs a block action on another block.
 *
 * @param blockTarget The target block's uid.
 * @param action      The block action, e.g. 'open'.
 * @param keyvalue    The action's value, when it takes one.
 */
export function clickAction(
	blockTarget: string,
	action: string,
	keyvalue = ''
): Interaction {
	return {
		id: `click-${ action }${ keyvalue }`,
		type: 'click',
		target: 'block',
		blockTarget,
		selector: '',
		action,
		key: '',
		keyvalue,
		javascript: '',
	};
}
