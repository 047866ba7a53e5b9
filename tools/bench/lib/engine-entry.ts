/**
 * Everything the block engine offers, for measuring its size: the engine's
 * own code is what a page loads besides block components.
 */
export * from '../../../src/engine/conditions';
export * from '../../../src/engine/dynamic-data';
export * from '../../../src/engine/interactions';
export * from '../../../src/engine/notifications';
export * from '../../../src/engine/query';
export * from '../../../src/engine/registry';
export * from '../../../src/engine/renderer';
export * from '../../../src/engine/styles';
export * from '../../../src/engine/theme';
export * from '../../../src/engine/viewport';
