/**
 * Internal dependencies
 */
import {
	DEFAULT_STRIPPED_PARAMS,
	decideLink,
	framedUrl,
	isAdminUrl,
	isForcedFullScreen,
	isPageBuilderUrl,
	opensInWindow,
	resolveAdminUrl,
	stripParams,
} from '../frame-url';

const ADMIN = 'https://example.com/wp-admin/';

function link(
	href: string | null,
	extra: Partial< Parameters< typeof decideLink >[ 0 ] > = {}
) {
	return decideLink(
		{
			href,
			target: null,
			role: null,
			resolved: href
				? new URL( href, `${ ADMIN }edit.php` ).toString()
				: '',
			pageUrl: `${ ADMIN }edit.php`,
			...extra,
		},
		ADMIN
	);
}

describe( 'frame URLs', () => {
	it( 'strips the spec parameters and keeps the rest', () => {
		expect(
			stripParams(
				`${ ADMIN }edit.php?post_type=page&uip-framed-page=1&uip-hide-notices=1&uipid=3&uip-hide-screen-options=1&uip-hide-help-tab=1&uip-default-theme=1`,
				DEFAULT_STRIPPED_PARAMS
			)
		).toBe( `${ ADMIN }edit.php?post_type=page` );
		expect( stripParams( `${ ADMIN }index.php`, [ 'x' ] ) ).toBe(
			`${ ADMIN }index.php`
		);
	} );

	it( 'adds uip-framed-page=1 for the frame', () => {
		expect( framedUrl( `${ ADMIN }edit.php?a=1` ) ).toBe(
			`${ ADMIN }edit.php?a=1&uip-framed-page=1`
		);
	} );

	it( 'appends relative paths to the admin base and keeps full URLs', () => {
		expect( resolveAdminUrl( 'edit.php', ADMIN ) ).toBe(
			`${ ADMIN }edit.php`
		);
		expect(
			resolveAdminUrl( '/upload.php', 'https://example.com/wp-admin' )
		).toBe( `${ ADMIN }upload.php` );
		expect( resolveAdminUrl( 'https://other.org/x', ADMIN ) ).toBe(
			'https://other.org/x'
		);
	} );

	it( 'knows admin pages', () => {
		expect( isAdminUrl( `${ ADMIN }edit.php`, ADMIN ) ).toBe( true );
		expect( isAdminUrl( 'https://example.com/wp-admin', ADMIN ) ).toBe(
			true
		);
		expect( isAdminUrl( 'https://example.com/blog/', ADMIN ) ).toBe(
			false
		);
		expect( isAdminUrl( 'https://other.org/wp-admin/', ADMIN ) ).toBe(
			false
		);
	} );

	it.each( [
		'https://example.com/page/?bricks=run',
		`${ ADMIN }admin.php?page=motionpage`,
		`${ ADMIN }post.php?post=3&action=elementor`,
		`${ ADMIN }admin.php?page=elementor-app`,
		'https://example.com/?breakdance=builder&id=4',
		'https://example.com/?ct_builder=true',
		`${ ADMIN }post.php?post=3&action=piotnetforms`,
		'https://example.com/page/?zionbuilder-active=true',
		'https://example.com/?et_fb=1',
	] )( 'loads the page builder link %s as a full page', ( url ) => {
		expect( isPageBuilderUrl( url ) ).toBe( true );
	} );

	it( 'does not take ordinary links for page builders', () => {
		expect(
			isPageBuilderUrl( `${ ADMIN }post.php?post=3&action=edit` )
		).toBe( false );
		expect( isPageBuilderUrl( 'https://example.com/?et_fb=0' ) ).toBe(
			false
		);
	} );

	it( 'forces full screen for listed URL fragments only', () => {
		expect(
			isForcedFullScreen( `${ ADMIN }admin.php?page=gf_edit`, [
				'page=gf_edit',
			] )
		).toBe( true );
		expect(
			isForcedFullScreen( `${ ADMIN }index.php`, [ '', 'page=x' ] )
		).toBe( false );
	} );

	it( 'leaves new-tab, hash-only and button links alone', () => {
		expect( link( `${ ADMIN }upload.php`, { target: '_blank' } ) ).toBe(
			'ignore'
		);
		expect( link( '#section' ) ).toBe( 'ignore' );
		expect( link( `${ ADMIN }edit.php#top` ) ).toBe( 'ignore' );
		expect( link( `${ ADMIN }upload.php`, { role: 'button' } ) ).toBe(
			'ignore'
		);
		expect( link( null ) ).toBe( 'ignore' );
		expect( link( 'javascript:void(0)' ) ).toBe( 'ignore' );
	} );

	it( 'sends external, front-end and page-builder links to the window', () => {
		expect( link( 'https://wordpress.org/' ) ).toBe( 'window' );
		expect( link( 'https://example.com/hello-world/' ) ).toBe( 'window' );
		expect( link( `${ ADMIN }post.php?post=1&action=elementor` ) ).toBe(
			'window'
		);
	} );

	it( 'follows admin links in the frame', () => {
		expect( link( 'upload.php' ) ).toBe( 'frame' );
		expect(
			link( `${ ADMIN }edit.php?post_type=page`, { target: '_self' } )
		).toBe( 'frame' );
	} );

	it( 'opens the screens the server lists in the whole window, wherever the link is', () => {
		const own = [ 'uip-ui-builder', 'uip-menu-creator' ];
		expect(
			opensInWindow( `${ ADMIN }admin.php?page=uip-ui-builder`, own )
		).toBe( true );
		expect(
			opensInWindow(
				`${ ADMIN }admin.php?page=uip-menu-creator&uip-framed-page=1`,
				own
			)
		).toBe( true );
		// Other plugin screens stay in the frame.
		expect(
			opensInWindow( `${ ADMIN }admin.php?page=late-shop`, own )
		).toBe( false );
		// The slug only counts as admin.php's page.
		expect(
			opensInWindow( `${ ADMIN }edit.php?page=uip-ui-builder`, own )
		).toBe( false );
		expect(
			decideLink(
				{
					href: 'admin.php?page=uip-ui-builder',
					target: null,
					role: null,
					resolved: `${ ADMIN }admin.php?page=uip-ui-builder`,
					pageUrl: `${ ADMIN }edit.php`,
				},
				ADMIN,
				own
			)
		).toBe( 'window' );
		expect( link( 'admin.php?page=uip-ui-builder' ) ).toBe( 'frame' );
	} );
} );
