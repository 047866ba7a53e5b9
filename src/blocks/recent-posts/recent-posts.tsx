/**
 * Internal dependencies
 */
import type { BlockComponentProps } from '../../engine/types';

export default function RecentPosts( {}: BlockComponentProps ) {
	return <div className="uip-recent-posts" />;
}
