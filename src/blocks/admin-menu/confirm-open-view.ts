/**
 * The "ask before opening" dialog. The interface build takes
 * confirm-open-view.interface.ts instead, which loads it when an entry
 * first asks.
 */
export { default } from './confirm-open';
