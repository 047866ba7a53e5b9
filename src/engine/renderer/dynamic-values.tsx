/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { useDynamicCatalogue } from '../dynamic-data/use-dynamic-catalogue';
import type { EngineConfig } from '../types';
import { DynamicCatalogueContext } from './renderer-context';
import { useStableCatalogue } from './use-stable-catalogue';

interface DynamicValuesProps {
	engine: EngineConfig;
	children: ReactNode;
}

/**
 * Gives the blocks below it the dynamic values (user, site, date…) their
 * text options show, kept current. Without it they show their text alone.
 *
 * @param props          Component props.
 * @param props.engine   The engine configuration the server printed.
 * @param props.children The template.
 */
export default function DynamicValues( {
	engine,
	children,
}: DynamicValuesProps ) {
	const catalogue = useStableCatalogue( useDynamicCatalogue( engine ) );
	return (
		<DynamicCatalogueContext.Provider value={ catalogue }>
			{ children }
		</DynamicCatalogueContext.Provider>
	);
}
