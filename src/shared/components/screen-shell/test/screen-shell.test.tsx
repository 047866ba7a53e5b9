/**
 * External dependencies
 */
import { act, render, screen } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import { RegistryProvider } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { validConfig } from '../../../config/test/fixtures';
import { createAppStore } from '../../../store/app';
import { freshRegistryWith } from '../../../store/app/test/fresh-registry';
import ScreenShell from '..';

function renderShell() {
	const store = createAppStore( validConfig().appState, undefined );
	const { registry, dispatch } = freshRegistryWith( store );
	render(
		<RegistryProvider value={ registry }>
			<ScreenShell
				title="UiPress builder"
				loadingLabel="Loading templates…"
			>
				<p>Ready</p>
			</ScreenShell>
		</RegistryProvider>
	);
	return { dispatch, store };
}

describe( 'ScreenShell', () => {
	it( 'shows the title and an announced loading state while loading', () => {
		renderShell();

		expect(
			screen.getByRole( 'heading', { level: 1, name: 'UiPress builder' } )
		).toBeInTheDocument();
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Loading templates…'
		);
		expect( screen.queryByText( 'Ready' ) ).not.toBeInTheDocument();
	} );

	it( 'replaces the loading state with the content once loaded', () => {
		const { dispatch, store } = renderShell();

		act( () => {
			dispatch( store ).setLoading( false );
		} );

		expect( screen.queryByRole( 'status' ) ).not.toBeInTheDocument();
		expect( screen.getByText( 'Ready' ) ).toBeInTheDocument();
	} );
} );
