/**
 * WordPress dependencies
 */
import { useEffect, useMemo } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { Notifications } from '../notifications';
import { readThemeConfig } from '../../shared/config/parse-theme';
import { themeCss } from '../theme';
import type { TemplateRendererProps } from './template-renderer';
import TemplateRenderer from './template-renderer';
import { runStoredCode } from './run-stored-code';

export interface TemplatePageProps extends TemplateRendererProps {
	/** Template-wide CSS (`settings.css`, saved only with unfiltered_html). */
	templateCss?: string;
	/** Template-wide JavaScript (`settings.js`), run once in production. */
	templateJs?: string;
}

/**
 * A template as a page of its own: the theme variables, the template, its
 * template-wide CSS and the toast list its blocks report to.
 *
 * @param props             TemplateRenderer's props, plus:
 * @param props.templateCss Template-wide CSS.
 * @param props.templateJs  Template-wide JavaScript.
 */
export default function TemplatePage( {
	templateCss,
	templateJs,
	...props
}: TemplatePageProps ) {
	// The site's theme colours over the defaults (UiPress → Settings → Theme).
	const theme = useMemo( () => themeCss( readThemeConfig() ), [] );
	const { mode } = props;
	useEffect( () => {
		if ( mode === 'prod' && templateJs ) {
			runStoredCode( templateJs, document.body, 'template JavaScript' );
		}
	}, [ mode, templateJs ] );
	return (
		<>
			<style data-uip-theme="">{ theme }</style>
			<TemplateRenderer { ...props } />
			{ templateCss && (
				<style data-uip-template-css="">{ templateCss }</style>
			) }
			<Notifications />
		</>
	);
}
