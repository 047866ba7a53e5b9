/**
 * The panel of a container shown off-canvas on small screens. The interface
 * build takes off-canvas-panel.interface.ts instead.
 */
export { default } from '../../components/off-canvas';
