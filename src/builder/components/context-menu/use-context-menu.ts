/**
 * WordPress dependencies
 */
import { useCallback, useState } from '@wordpress/element';

export interface ContextMenuRequest {
	uid: string;
	x: number;
	y: number;
	snapRight?: boolean;
}

export interface ContextMenuState {
	request: ContextMenuRequest | null;
	open: ( request: ContextMenuRequest ) => void;
	close: () => void;
}

/**
 * Which block's context menu is open, and where.
 */
export function useContextMenu(): ContextMenuState {
	const [ request, setRequest ] = useState< ContextMenuRequest | null >(
		null
	);
	const open = useCallback(
		( next: ContextMenuRequest ) => setRequest( next ),
		[]
	);
	const close = useCallback( () => setRequest( null ), [] );
	return { request, open, close };
}
