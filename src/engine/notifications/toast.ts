/**
 * One toast. The interface build takes `toast.interface.ts` instead, which
 * loads this code on the first notification: most interface pages show
 * none.
 */
export { default } from './notification-toast';
