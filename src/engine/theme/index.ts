/**
 * Theme variables: colours (light and dark) and the size scale.
 */
export { THEME_VARIABLES } from './variables';
export {
	SIZE_VARIABLES,
	TEXT_SIZE_VARIABLES,
	SPACING_VARIABLES,
} from './size-scale';
export type { SizeVariable } from './size-scale';
export { themeCss } from './theme-css';
export type { ThemeOverrides } from './theme-css';
