/**
 * Internal dependencies
 */
import type { BlockComponentProps } from '../../engine/types';

export default function ContentSearch( {}: BlockComponentProps ) {
	return <div className="uip-content-search" />;
}
