/**
 * Internal dependencies
 */
import type { BlockComponentProps } from '../../engine/types';

export default function TodoList( {}: BlockComponentProps ) {
	return <div className="uip-todo-list" />;
}
