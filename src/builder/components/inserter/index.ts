/**
 * The block inserter.
 */
export { default as Inserter } from './inserter';
export {
	createBlock,
	filterDefinitions,
	groupDefinitions,
	describeInsertion,
	insertion,
} from './catalogue';
