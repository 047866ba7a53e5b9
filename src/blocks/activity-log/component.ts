/**
 * The block's component for the builder and the screens: its code loads when
 * the block is first shown. The interface build takes component.interface.ts
 * instead (docs/ARCHITECTURE.md, "Block code").
 */

/**
 * Internal dependencies
 */
import { lazyBlockComponent } from '../../engine/registry/lazy-block-component';

export default lazyBlockComponent(
	() =>
		import( /* webpackChunkName: "blocks/activity-log" */ './activity-log' )
);
