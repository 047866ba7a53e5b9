/**
 * A hover entry's flyout. The interface build takes
 * hover-submenu-view.interface.ts instead, which loads it when a flyout
 * first opens.
 */
export { default } from './hover-submenu';
