/**
 * One toast, in the interface: its code loads on the first notification.
 */
export { default } from './later-toast';
