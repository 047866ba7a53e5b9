/**
 * Babel plugin: gives the i18n calls of an adopted library (tools/i18n/
 * adopted-sources.json) UiPress's text domain. The library calls `__()`,
 * `_x()`, `_n()` and `_nx()` of @wordpress/i18n without a domain, which
 * reads WordPress's default domain, filled by no UiPress translation; with
 * 'uipress' added, its strings come from UiPress's translations, where the
 * POT lists them (tools/i18n/generate.mjs reads the same calls).
 */
const I18N_MODULE = '@wordpress/i18n';

/** How many arguments each function takes before its domain. */
const ARITY = { __: 1, _x: 2, _n: 3, _nx: 4 };

module.exports = function adoptI18nDomain( { types: t } ) {
	return {
		name: 'uipress-adopt-i18n-domain',
		visitor: {
			CallExpression( path, state ) {
				const domain = state.opts.domain ?? 'uipress';
				const { callee, arguments: args } = path.node;
				if ( callee.type !== 'Identifier' ) {
					return;
				}
				const binding = path.scope.getBinding( callee.name );
				const specifier = binding?.path.node;
				if (
					binding?.kind !== 'module' ||
					specifier?.type !== 'ImportSpecifier' ||
					binding.path.parent.source?.value !== I18N_MODULE
				) {
					return;
				}
				const imported =
					specifier.imported.type === 'Identifier'
						? specifier.imported.name
						: specifier.imported.value;
				if ( args.length === ARITY[ imported ] ) {
					args.push( t.stringLiteral( domain ) );
				}
			},
		},
	};
};
