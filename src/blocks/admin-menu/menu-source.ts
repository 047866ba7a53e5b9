/**
 * WordPress dependencies
 */
import { createContext } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { MenuItem } from '../../engine/types';

/**
 * A menu the admin menu block shows instead of the user's: the menu
 * creator's live preview renders the block itself with the menu being
 * edited, so the preview is exactly what users will get.
 */
export const AdminMenuSource = createContext< MenuItem[] | null >( null );
