/**
 * Internal dependencies
 */
import type { BuilderActions } from '../../dnd/builder-store';
import {
	CONTEXT_MENU_ACTIONS,
	isActionEnabled,
	runAction,
	type BlockMenuState,
} from '../menu-actions';

function fakeActions(): jest.Mocked< BuilderActions > {
	return {
		insertBlock: jest.fn(),
		moveBlock: jest.fn(),
		removeBlock: jest.fn(),
		duplicateBlock: jest.fn(),
		updateBlock: jest.fn(),
		wrapInContainer: jest.fn(),
		copyBlock: jest.fn(),
		pasteBlock: jest.fn(),
		selectBlock: jest.fn(),
		hoverBlock: jest.fn(),
	};
}

const middle: BlockMenuState = {
	uid: 'b',
	parentUid: 'p',
	index: 1,
	siblings: 3,
	hasClipboard: true,
};

describe( 'context menu actions', () => {
	it( 'disables paste without a clipboard and moves at the ends', () => {
		const first = { ...middle, index: 0, hasClipboard: false };
		expect( isActionEnabled( 'paste', first ) ).toBe( false );
		expect( isActionEnabled( 'moveUp', first ) ).toBe( false );
		expect( isActionEnabled( 'moveDown', first ) ).toBe( true );
		const last = { ...middle, index: 2 };
		expect( isActionEnabled( 'moveDown', last ) ).toBe( false );
		expect(
			CONTEXT_MENU_ACTIONS.every( ( action ) =>
				isActionEnabled( action, middle )
			)
		).toBe( true );
	} );

	it( 'runs each entry on the store', () => {
		const actions = fakeActions();
		CONTEXT_MENU_ACTIONS.forEach( ( action ) =>
			runAction( action, middle, actions )
		);
		expect( actions.copyBlock ).toHaveBeenCalledWith( 'b' );
		expect( actions.pasteBlock ).toHaveBeenCalledWith( 'p', 2 );
		expect( actions.duplicateBlock ).toHaveBeenCalledWith( 'b' );
		expect( actions.moveBlock ).toHaveBeenCalledWith( 'b', 'p', 0 );
		expect( actions.moveBlock ).toHaveBeenCalledWith( 'b', 'p', 3 );
		expect( actions.wrapInContainer ).toHaveBeenCalledWith( 'b' );
		expect( actions.removeBlock ).toHaveBeenCalledWith( 'b' );
	} );

	it( 'does nothing for a disabled entry', () => {
		const actions = fakeActions();
		runAction( 'paste', { ...middle, hasClipboard: false }, actions );
		expect( actions.pasteBlock ).not.toHaveBeenCalled();
	} );
} );
