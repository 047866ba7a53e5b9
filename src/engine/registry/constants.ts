/** The JavaScript filter that collects block definitions. */
export const BLOCKS_FILTER = 'uipress.blocks';

/** Namespace of the registry's own hook callbacks. */
export const REGISTRY_NAMESPACE = 'uipress/block-registry';
