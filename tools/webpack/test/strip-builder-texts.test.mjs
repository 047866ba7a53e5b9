import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const require = createRequire( import.meta.url );
const babel = require( '@babel/core' );
const strip = require( '../strip-builder-texts.js' );

function transform( source ) {
	return babel.transformSync( source, {
		babelrc: false,
		configFile: false,
		filename: 'definition.ts',
		plugins: [ '@babel/plugin-syntax-typescript', strip ],
	} ).code;
}

test( 'removes the builder-only texts of a definition, keeping its defaults and types', () => {
	const out = transform( `
import type { BlockDefinition } from '../../engine/types';
export const definition: BlockDefinition = {
	name: __( 'Dropdown', 'uipress' ),
	moduleName: 'uip-dropdown',
	description: __( 'A button that opens a panel.', 'uipress' ),
	optionsEnabled: {
		block: {
			options: [
				{
					option: 'choiceSelect',
					uniqueKey: 'openMode',
					label: __( 'Opens on', 'uipress' ),
					help: 'Click or hover',
					panel: 'behaviour-group',
					value: 'click',
					args: { options: [ { value: 'click', label: __( 'Click', 'uipress' ) } ] },
				},
			],
		},
		styleGroups: [ { name: 'panel', label: 'Panel', class: '.uip-panel', presets: { Roomy: { flexLayout: { gap: 12 } } } } ],
	},
	actions: [ { name: 'selectTab', label: 'Show a tab', valueLabel: 'Tab' } ],
	newBlockSettings: { style: { options: { spacing: { padding: { preset: 'M-new' } } } } },
};` );
	for ( const text of [
		'Opens on',
		'Click or hover',
		'A button that',
		"'Click'",
		'Show a tab',
		"'Panel'",
		"'Tab'",
		'behaviour-group',
		'M-new',
		'Roomy',
	] ) {
		assert.ok( ! out.includes( text ), `${ text } is left in:\n${ out }` );
	}
	for ( const kept of [
		"name: __('Dropdown'",
		"moduleName: 'uip-dropdown'",
		"uniqueKey: 'openMode'",
		"value: 'click'",
		"class: '.uip-panel'",
		"name: 'selectTab'",
		'BlockDefinition',
	] ) {
		assert.ok(
			out.replace( /\s+/g, ' ' ).replace( /\( /g, '(' ).includes( kept ),
			`${ kept } is missing:\n${ out }`
		);
	}
} );

test( 'leaves computed and other properties alone', () => {
	const out = transform(
		'const key = "label"; export const x = { [ key ]: 1, labels: 2, text: 3 };'
	);
	assert.match( out, /\[key\]: 1/ );
	assert.match( out, /labels: 2/ );
	assert.match( out, /text: 3/ );
} );
