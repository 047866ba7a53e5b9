export {
	default as AudiencePanels,
	type AudienceLists,
} from './audience-panels';
