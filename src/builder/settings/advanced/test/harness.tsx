/**
 * A stateful host for the Advanced tab, recording what it stores.
 */

/**
 * External dependencies
 */
import { render } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import { RegistryProvider } from '@wordpress/data';
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { Block, BlockDefinition } from '../../../../engine/types';
import { freshBuilderRegistry } from '../../../store/test/registry';
import type { EditOptions } from '../../../store/types';
import AdvancedPanel from '../advanced-panel';

export interface Change {
	changes: Partial< Block >;
	options: EditOptions | undefined;
}

/**
 * A block as the panel receives it.
 *
 * @param overrides Members to set.
 */
export function testBlock( overrides: Partial< Block > = {} ): Block {
	return {
		uid: 'blk',
		name: 'Heading',
		moduleName: 'uip-heading',
		settings: {},
		...overrides,
	};
}

/**
 * A definition with the members the panel reads.
 *
 * @param overrides Members to set.
 */
export function testDefinition(
	overrides: Partial< BlockDefinition > = {}
): BlockDefinition {
	return {
		name: 'Heading',
		moduleName: 'uip-heading',
		description: '',
		group: 'elements',
		icon: 'title',
		optionsEnabled: { advanced: true },
		component: () => null,
		...overrides,
	};
}

interface HostProps {
	initial: Block;
	definition: BlockDefinition | undefined;
	changes: Change[];
	onBlock: ( block: Block ) => void;
}

function Host( { initial, definition, changes, onBlock }: HostProps ) {
	const [ block, setBlock ] = useState( initial );
	return (
		<AdvancedPanel
			block={ block }
			definition={ definition }
			onChange={ ( next, options ) => {
				changes.push( { changes: next, options } );
				const updated = { ...block, ...next };
				onBlock( updated );
				setBlock( updated );
			} }
		/>
	);
}

/**
 * Renders the panel for a block in a fresh builder store; every change is
 * recorded and applied to the block, as the store would.
 *
 * @param block      The block.
 * @param definition Its definition (a plain heading by default).
 * @param registry   The store registry (a fresh one by default).
 */
export function renderPanel(
	block: Block,
	definition: BlockDefinition | undefined = testDefinition(),
	registry = freshBuilderRegistry()
) {
	const changes: Change[] = [];
	const result = { block, changes, registry };
	render(
		<RegistryProvider value={ registry.registry }>
			<Host
				initial={ block }
				definition={ definition }
				changes={ changes }
				onBlock={ ( next ) => {
					result.block = next;
				} }
			/>
		</RegistryProvider>
	);
	return result;
}

/**
 * The last change recorded.
 *
 * @param changes The recorded changes.
 */
export function lastChange( changes: Change[] ): Change {
	const last = changes[ changes.length - 1 ];
	if ( ! last ) {
		throw new Error( 'No change was recorded.' );
	}
	return last;
}
