/**
 * What the input blocks' tests share: an input block, rendered alone or in
 * a form, and the options its definition declares.
 */

/**
 * External dependencies
 */
import { render } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { TemplateRenderer } from '../../../engine/renderer';
import { block } from '../../../engine/renderer/test/helpers';
import type {
	Block,
	BlockDefinition,
	BlockOptions,
} from '../../../engine/types';

/**
 * An input block.
 *
 * @param moduleName Its module.
 * @param options    Its options.
 */
export function inputBlock( moduleName: string, options: BlockOptions ): Block {
	return block( moduleName, { settings: { block: { options } } } );
}

/**
 * Renders blocks in the interface of template 42.
 *
 * @param blocks The blocks.
 */
export function renderBlocks( blocks: Block[] ) {
	return render(
		<TemplateRenderer mode="prod" templateId={ 42 } blocks={ blocks } />
	);
}

/**
 * Renders an input inside a form block.
 *
 * @param input The input block.
 */
export function renderInForm( input: Block ) {
	const form = block( 'uip-form', {
		settings: { block: { options: {} } },
		content: [ input ],
	} );
	return { form, ...renderBlocks( [ form ] ) };
}

/**
 * A definition's option defaults, by key.
 *
 * @param definition The definition.
 */
export function optionDefaults(
	definition: BlockDefinition
): Record< string, unknown > {
	return Object.fromEntries(
		( definition.optionsEnabled.block?.options ?? [] ).map( ( option ) => [
			option.uniqueKey,
			option.value,
		] )
	);
}
