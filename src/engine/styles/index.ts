/**
 * Block styles: stored style settings compiled to scoped CSS.
 */
export { compileBlockCss } from './compile-block';
export { compileTreeCss } from './compile-tree';
export type { StyleDefinitionLookup } from './compile-tree';
export { styleOptionsCss } from './groups';
export { spacingPresetValue, textSizePresetValue } from './presets';
export { blockClass, blockElementSelector, blockSelector } from './sanitize';
