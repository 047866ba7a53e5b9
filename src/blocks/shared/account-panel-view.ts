/**
 * What the account menu opens. The interface build takes
 * account-panel-view.interface.ts instead, which loads it when the menu
 * first opens.
 */
export { default } from './account-panel';
