/**
 * Internal dependencies
 */
import { liveItem } from '../../../engine/menus/test/fixtures';
import type { MenuItem } from '../../../engine/types';
import { reconcileMenu } from '../../../engine/menus';
import { dropPlace, INDENT_WIDTH } from '../drop';
import type { Tree } from '../tree';

const item = ( uid: string, submenu: MenuItem[] = [] ): MenuItem =>
	liveItem( uid, submenu, { url: '' } );

// index.php, edit.php (edit.php, post-new.php), upload.php, tools.php.
function tree(): Tree {
	const live = [
		item( 'index.php' ),
		item( 'edit.php', [ item( 'edit.php' ), item( 'post-new.php' ) ] ),
		item( 'upload.php' ),
		item( 'tools.php' ),
	];
	return reconcileMenu( live, live );
}

describe( 'dropPlace', () => {
	it( 'reorders at the top level', () => {
		expect( dropPlace( tree(), '>tools.php', '>index.php', 0 ) ).toEqual( {
			parent: null,
			index: 0,
		} );
		expect( dropPlace( tree(), '>index.php', '>upload.php', 0 ) ).toEqual( {
			parent: null,
			index: 2,
		} );
	} );

	it( 'moves an entry into a submenu when dropped between its entries', () => {
		expect(
			dropPlace( tree(), '>upload.php', 'edit.php>edit.php', 0 )
		).toEqual( { parent: '>edit.php', index: 0 } );
	} );

	it( 'goes a level in when dragged right under a menu entry', () => {
		// Tools, dragged right where it is: into Media's (empty) submenu.
		expect(
			dropPlace( tree(), '>tools.php', '>tools.php', INDENT_WIDTH )
		).toEqual( { parent: '>upload.php', index: 0 } );
	} );

	it( 'goes a level out when dragged left', () => {
		expect(
			dropPlace(
				tree(),
				'edit.php>post-new.php',
				'edit.php>post-new.php',
				-INDENT_WIDTH
			)
		).toEqual( { parent: null, index: 2 } );
	} );

	it( 'goes at most one level in, and ignores a drop where it was', () => {
		expect(
			dropPlace( tree(), '>edit.php', '>upload.php', INDENT_WIDTH * 2 )
		).toEqual( { parent: '>upload.php', index: 0 } );
		expect(
			dropPlace( tree(), '>upload.php', '>upload.php', 0 )
		).toBeNull();
	} );
} );
