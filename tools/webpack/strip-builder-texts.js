/**
 * A Babel plugin for the interface build: removes what only the builder
 * reads (the texts `label`, `help`, `description`, `valueLabel`; an option's
 * settings group `panel`; the settings a new block gets, `newBlockSettings`;
 * a style group's `presets` and a control's `args.presets`, which the
 * settings panel applies)
 * from block definitions and the option lists they share. The interface
 * reads a definition's defaults, style groups and landmark, never these, and
 * it ships with every admin page. Applied to the files webpack.config.js
 * names, before TypeScript is compiled (the source keeps its types).
 */
const BUILDER_ONLY = new Set( [
	'label',
	'help',
	'description',
	'valueLabel',
	'panel',
	'newBlockSettings',
	'presets',
] );

/**
 * The property's name, when it is written as a plain name or a string.
 *
 * @param {import('@babel/types').ObjectProperty} node A property.
 * @return {string|null} Its name.
 */
function propertyName( node ) {
	if ( node.computed ) {
		return null;
	}
	if ( node.key.type === 'Identifier' ) {
		return node.key.name;
	}
	return node.key.type === 'StringLiteral' ? node.key.value : null;
}

module.exports = function stripBuilderTexts() {
	return {
		name: 'uipress-strip-builder-texts',
		visitor: {
			ObjectProperty( path ) {
				if ( BUILDER_ONLY.has( propertyName( path.node ) ) ) {
					path.remove();
				}
			},
		},
	};
};

module.exports.BUILDER_ONLY = BUILDER_ONLY;
