/**
 * Engine features loaded by use (see registry.ts).
 */
export {
	engineFeature,
	providePrintedFeatures,
	provideEngineFeatures,
	type EngineFeatureName,
	type EngineFeatures,
} from './registry';
