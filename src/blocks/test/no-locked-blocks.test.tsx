/**
 * External dependencies
 */
import { render } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { TemplateRenderer } from '../../engine/renderer';
import { block, engine } from '../../engine/renderer/test/helpers';
import { CORE_BLOCKS } from '../index';

const PRO_NOTICE = 'This is a pro option. Upgrade to unlock';

/*
 * UiPress has no paid tier: every block of its own works on every site. The
 * pro flag is left to third-party blocks (docs/BLOCKS.md, the pro gate).
 */
describe( 'UiPress’s own blocks', () => {
	it( 'are none of them marked pro', () => {
		expect(
			CORE_BLOCKS.filter( ( definition ) => definition.pro ).map(
				( definition ) => definition.moduleName
			)
		).toEqual( [] );
	} );

	it.each( CORE_BLOCKS.map( ( definition ) => definition.moduleName ) )(
		'%s renders without the pro notice on a site without pro, in the builder and for users',
		( moduleName ) => {
			for ( const mode of [ 'builder', 'prod' ] as const ) {
				const { container, unmount } = render(
					<TemplateRenderer
						blocks={ [ block( moduleName ) ] }
						mode={ mode }
						engine={ engine( { proUnlocked: false } ) }
					/>
				);
				expect( container ).not.toHaveTextContent( PRO_NOTICE );
				expect(
					container.querySelector( '.uip-block-notice--pro' )
				).toBeNull();
				unmount();
			}
		}
	);
} );
