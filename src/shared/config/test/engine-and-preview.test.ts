/**
 * Internal dependencies
 */
import {
	parseConfig,
	readEngineConfig,
	readPreviewConfig,
} from '../read-config';
import { validEngineConfig } from './engine-fixtures';
import { validConfig } from './fixtures';

describe( 'parseConfig: engine', () => {
	it( 'leaves engine and preview out when the page has none', () => {
		const parsed = parseConfig( validConfig() );
		expect( parsed ).not.toHaveProperty( 'engine' );
		expect( parsed ).not.toHaveProperty( 'preview' );
	} );

	it( 'returns a valid engine configuration unchanged', () => {
		const parsed = parseConfig( {
			...validConfig(),
			engine: validEngineConfig(),
		} );
		expect( parsed.engine ).toEqual( validEngineConfig() );
	} );

	it( 'names the malformed engine field', () => {
		const engine = validEngineConfig();
		expect( () =>
			parseConfig( {
				...validConfig(),
				engine: { ...engine, proUnlocked: 'yes' },
			} )
		).toThrow( 'engine.proUnlocked must be a boolean' );
		expect( () =>
			parseConfig( {
				...validConfig(),
				engine: {
					...engine,
					context: {
						...engine.context,
						site: { ...engine.context.site, locale: 3 },
					},
				},
			} )
		).toThrow( 'engine.context.site.locale must be a string' );
		expect( () =>
			parseConfig( {
				...validConfig(),
				engine: {
					...engine,
					context: { ...engine.context, notificationCount: -1 },
				},
			} )
		).toThrow( 'engine.context.notificationCount must be a whole number' );
	} );

	it( 'drops malformed dynamic values and non-string list entries', () => {
		const engine = validEngineConfig();
		const parsed = parseConfig( {
			...validConfig(),
			engine: {
				...engine,
				context: {
					...engine.context,
					activePlugins: [ 'akismet/akismet.php', 4 ],
				},
				dynamicData: {
					...engine.dynamicData,
					broken: { label: 'Broken', value: {}, group: 'site' },
					notAnObject: 'text',
				},
			},
		} );
		expect( parsed.engine?.dynamicData ).toEqual( engine.dynamicData );
		expect( parsed.engine?.context.activePlugins ).toEqual( [
			'akismet/akismet.php',
		] );
	} );
} );

describe( 'parseConfig: preview', () => {
	it( 'reads the template id', () => {
		expect(
			parseConfig( { ...validConfig(), preview: { templateId: 12 } } )
				.preview
		).toEqual( { templateId: 12 } );
	} );

	it.each( [ 0, -3, 1.5, '12' ] )(
		'refuses the template id %p',
		( templateId ) => {
			expect( () =>
				parseConfig( { ...validConfig(), preview: { templateId } } )
			).toThrow( 'preview.templateId must be a whole number' );
		}
	);
} );

describe( 'readEngineConfig and readPreviewConfig', () => {
	afterEach( () => {
		delete window.uipressConfig;
	} );

	it( 'return undefined when the page has no configuration', () => {
		expect( readEngineConfig() ).toBeUndefined();
		expect( readPreviewConfig() ).toBeUndefined();
	} );

	it( 'read their own key without needing the rest', () => {
		window.uipressConfig = {
			engine: validEngineConfig(),
			preview: { templateId: 7 },
		};
		expect( readEngineConfig() ).toEqual( validEngineConfig() );
		expect( readPreviewConfig() ).toEqual( { templateId: 7 } );
	} );

	it( 'throw on a malformed value', () => {
		window.uipressConfig = { engine: { context: {} }, preview: {} };
		expect( () => readEngineConfig() ).toThrow(
			'engine.context.user must be an object'
		);
		expect( () => readPreviewConfig() ).toThrow(
			'preview.templateId must be a whole number'
		);
	} );
} );
