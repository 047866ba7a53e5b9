/**
 * Internal dependencies
 */
import type { BlockComponentProps } from '../../engine/types';

export default function PostsTable( {}: BlockComponentProps ) {
	return <div className="uip-posts-table" />;
}
