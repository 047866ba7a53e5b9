/**
 * Engine features loaded by use (see registry.ts).
 */
export {
	engineFeature,
	featuresUsedBy,
	loadEngineFeatures,
	provideEngineFeatures,
	type EngineFeatureName,
	type EngineFeatures,
} from './registry';
