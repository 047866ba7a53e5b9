/**
 * External dependencies
 */
import { screen } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import { addFilter, removeFilter } from '@wordpress/hooks';

/**
 * Internal dependencies
 */
import type { OptionControlProps } from '../../types';
import {
	BUILT_IN_OPTION_CONTROLS,
	OPTION_CONTROLS_FILTER,
	controlFor,
	optionControls,
} from '..';
import type { OptionControlMap } from '..';
import { renderOption } from './harness';

const NAMESPACE = 'uipress/test-controls';

function StarsControl( { option, value }: OptionControlProps ) {
	return (
		<p>
			{ option.label }: { String( value ) } stars
		</p>
	);
}

afterEach( () => {
	removeFilter( OPTION_CONTROLS_FILTER, NAMESPACE );
} );

describe( 'option control registry', () => {
	it( 'has a control for every option type the blocks use', () => {
		expect( Object.keys( BUILT_IN_OPTION_CONTROLS ).sort() ).toEqual(
			[
				'aiModel',
				'aiProvider',
				'analyticsDimensions',
				'analyticsMetrics',
				'choiceSelect',
				'code',
				'color',
				'dynamicInput',
				'folder',
				'formAction',
				'icon',
				'image',
				'keyboardShortcut',
				'linkSelect',
				'multiChoice',
				'number',
				'password',
				'postTypes',
				'roles',
				'select',
				'selectOptions',
				'staticMenu',
				'text',
				'textarea',
				'trueFalse',
			].sort()
		);
		expect( optionControls() ).toEqual( BUILT_IN_OPTION_CONTROLS );
	} );

	it( 'lets a filter add a control for a new option type', () => {
		addFilter(
			OPTION_CONTROLS_FILTER,
			NAMESPACE,
			( controls: OptionControlMap ) => ( {
				...controls,
				rating: StarsControl,
			} )
		);
		renderOption(
			{ option: 'rating', label: 'Rating' },
			4,
			optionControls()
		);
		expect( screen.getByText( 'Rating: 4 stars' ) ).toBeInTheDocument();
	} );

	it( 'lets a filter replace a built-in control', () => {
		addFilter(
			OPTION_CONTROLS_FILTER,
			NAMESPACE,
			( controls: OptionControlMap ) => ( {
				...controls,
				text: StarsControl,
			} )
		);
		renderOption( { option: 'text', label: 'Title' }, 3, optionControls() );
		expect( screen.getByText( 'Title: 3 stars' ) ).toBeInTheDocument();
		expect( screen.queryByRole( 'textbox' ) ).toBeNull();
	} );

	it( 'uses componentName before the option type', () => {
		const controls = { ...BUILT_IN_OPTION_CONTROLS, stars: StarsControl };
		expect(
			controlFor( controls, { option: 'number', componentName: 'stars' } )
		).toBe( StarsControl );
		// An unknown componentName falls back to the type's control.
		expect(
			controlFor( controls, { option: 'number', componentName: 'nope' } )
		).toBe( BUILT_IN_OPTION_CONTROLS.number );
		expect( controlFor( controls, { option: 'toString' } ) ).toBe(
			undefined
		);
	} );

	it( 'drops entries that are not components, with a warning', () => {
		addFilter(
			OPTION_CONTROLS_FILTER,
			NAMESPACE,
			( controls: OptionControlMap ) => ( {
				...controls,
				broken: 'not a component',
			} )
		);
		const controls = optionControls();
		expect( controls.broken ).toBeUndefined();
		expect( controls.text ).toBe( BUILT_IN_OPTION_CONTROLS.text );
		expect( console ).toHaveWarnedWith(
			'UiPress: ignored the option control for "broken" from the uipress.builder.optionControls filter: it is not a component.'
		);
	} );

	it( 'falls back to the built-in controls when the filter returns no object', () => {
		addFilter( OPTION_CONTROLS_FILTER, NAMESPACE, () => [ 'oops' ] );
		expect( optionControls() ).toBe( BUILT_IN_OPTION_CONTROLS );
		expect( console ).toHaveWarned();
	} );

	it( 'names an unknown option type in the panel', () => {
		renderOption( { option: 'colorGradient', label: 'Gradient' } );
		expect( screen.getByText( 'Gradient' ) ).toBeInTheDocument();
		expect(
			screen.getByText(
				'This setting cannot be edited here: no control is registered for the option type "colorGradient".'
			)
		).toBeInTheDocument();
	} );
} );
