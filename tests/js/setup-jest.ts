/**
 * Matchers such as toBeInTheDocument() for every unit test, and a longer wait
 * for findBy…/waitFor: the whole suite runs on two cores in CI, where a
 * component's first render under load can take longer than the library's
 * default of one second.
 */
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { registerAllCoreBlocks } from '../../src/blocks/register-all';
import { CORE_BLOCKS } from '../../src/blocks';
import { isLazyBlockComponent } from '../../src/engine/registry/lazy-block-component';
import { provideAllEngineFeatures } from '../../src/engine/features/provide-all';

configure( { asyncUtilTimeout: 5000 } );

/*
 * The core blocks, registered as the builder registers them, with every
 * block's code loaded up front: a test renders a block at once, as the
 * interface does once it loaded its template's chunks.
 */
registerAllCoreBlocks();
provideAllEngineFeatures();

beforeAll( () =>
	Promise.all(
		CORE_BLOCKS.map( ( { component } ) =>
			isLazyBlockComponent( component ) ? component.preload() : undefined
		)
	)
);
