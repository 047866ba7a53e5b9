/**
 * Pure, immutable operations on a template's block tree.
 */
export { newUid } from './uid';
export {
	findBlock,
	findParent,
	findPosition,
	isSelfOrDescendant,
	type BlockPosition,
} from './find';
export {
	CONTAINER_MODULE,
	cloneWithFreshUids,
	createContainer,
	insertBlockAt,
	moveBlock,
	removeBlock,
	updateBlockIn,
	wrapBlock,
} from './operations';
