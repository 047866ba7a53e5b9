/**
 * Internal dependencies
 */
import { answerApiFetch } from '../../../components/utils/test-helpers';
import { ACCESS_PATH, fetchAccess, parseAccess } from '../access';

describe( 'admin menu access', () => {
	it( 'asks about a role or a user with the capabilities', async () => {
		const calls = answerApiFetch( () => ( {
			audience: { type: 'role', name: 'editor', label: 'Editor' },
			capabilities: { edit_posts: true, manage_options: false },
		} ) );

		await expect(
			fetchAccess( { type: 'role', name: 'editor' }, [
				'edit_posts',
				'manage_options',
			] )
		).resolves.toEqual( {
			label: 'Editor',
			held: { edit_posts: true, manage_options: false },
		} );
		await fetchAccess( { type: 'user', id: 7 }, [ 'read' ] );

		const [ role, user ] = calls.map(
			( call ) => new URL( call.path ?? '', 'https://example.org' )
		);
		expect( role?.pathname ).toBe( ACCESS_PATH );
		expect( role?.searchParams.get( 'role' ) ).toBe( 'editor' );
		expect( role?.searchParams.getAll( 'capabilities[0]' ) ).toEqual( [
			'edit_posts',
		] );
		expect( role?.searchParams.getAll( 'capabilities[1]' ) ).toEqual( [
			'manage_options',
		] );
		expect( user?.searchParams.get( 'user' ) ).toBe( '7' );
		expect( user?.searchParams.has( 'role' ) ).toBe( false );
	} );

	it( 'keeps only answers that are yes or no', () => {
		expect(
			parseAccess( {
				audience: { label: 7 },
				capabilities: { read: true, edit_posts: 'yes' },
			} )
		).toEqual( { label: '', held: { read: true } } );
		expect( parseAccess( null ) ).toEqual( { label: '', held: {} } );
	} );
} );
