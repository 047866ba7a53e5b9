/**
 * The block's component in the interface build: part of the block's chunk,
 * so it renders at once.
 */
export { default } from './store-kpis';
