/**
 * Stands in for src/blocks when measuring the engine without block components.
 */
export const CORE_BLOCKS = [];
