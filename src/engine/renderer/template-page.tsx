/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { Notifications } from '../notifications';
import { themeCss } from '../theme';
import type { TemplateRendererProps } from './template-renderer';
import TemplateRenderer from './template-renderer';

/**
 * A template as a page of its own: the theme variables, the template and the
 * toast list its blocks report to.
 *
 * @param props Same as TemplateRenderer.
 */
export default function TemplatePage( props: TemplateRendererProps ) {
	const theme = useMemo( () => themeCss(), [] );
	return (
		<>
			<style data-uip-theme="">{ theme }</style>
			<TemplateRenderer { ...props } />
			<Notifications />
		</>
	);
}
