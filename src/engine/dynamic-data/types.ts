/** One entry of the dynamic data catalogue. */
export interface DynamicValue {
	label: string;
	value: string | number | boolean;
	/** Catalogue group: 'date', 'user', 'site'… */
	group: string;
}

export type DynamicCatalogue = Record< string, DynamicValue >;
