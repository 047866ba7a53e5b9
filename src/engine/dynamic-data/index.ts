/**
 * Dynamic data: values (user, site, date…) text options can show.
 */
export type { DynamicValue, DynamicCatalogue } from './types';
export { DYNAMIC_REFRESH_MS } from './constants';
export { clientDynamicValues } from './client-values';
export { dynamicCatalogue } from './catalogue';
export { resolveDynamicInput } from './resolve';
export { useDynamicCatalogue } from './use-dynamic-catalogue';
