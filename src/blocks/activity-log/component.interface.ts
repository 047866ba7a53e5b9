/**
 * The block's component in the interface build: part of the chunk that
 * holds the block's definition, so it renders at once.
 */
export { default } from './activity-log';
