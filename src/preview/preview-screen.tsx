/**
 * WordPress dependencies
 */
import { Notice, Spinner } from '@wordpress/components';
import { useEffect, useLayoutEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { TemplatePage } from '../engine/renderer';
import type { DisplayMode } from '../engine/types';
import { RENDER_MEASURE } from './constants';
import {
	fetchTemplate,
	loadError,
	TemplateLoadError,
	type PreviewTemplate,
} from './fetch-template';
import './preview.scss';

interface PreviewScreenProps {
	/** The template to show; undefined when the page was opened without one. */
	templateId: number | undefined;
	mode: DisplayMode;
}

type PreviewState =
	| { status: 'loading' }
	| { status: 'ready'; template: PreviewTemplate }
	| { status: 'error'; error: TemplateLoadError };

const START_MARK = `${ RENDER_MEASURE }:start`;

function markRenderStart(): void {
	performance.clearMarks?.( START_MARK );
	performance.mark?.( START_MARK );
}

/**
 * Ends the `uipress:render` measure once the template's first render is in
 * the page and laid out: layout effects run after the whole tree before them
 * has committed, and reading a layout property makes the browser compute
 * styles and layout right away, so the figure covers all of it.
 * `npm run bench:render` reads it.
 */
function RenderMeasure() {
	useLayoutEffect( () => {
		if ( performance.getEntriesByName?.( START_MARK ).length ) {
			// Forces style and layout now (once per page), to include them.
			void document.body.offsetHeight;
			performance.measure?.( RENDER_MEASURE, START_MARK );
			performance.clearMarks?.( START_MARK );
		}
	}, [] );
	return null;
}

/**
 * The preview screen: fetches a stored template and shows it as its users
 * would see it (production mode unless the page asks for another mode), or
 * says why it cannot.
 *
 * @param props            Component props.
 * @param props.templateId The template's post id.
 * @param props.mode       Display mode to render in.
 */
export default function PreviewScreen( {
	templateId,
	mode,
}: PreviewScreenProps ) {
	const [ state, setState ] = useState< PreviewState >( () =>
		templateId
			? { status: 'loading' }
			: {
					status: 'error',
					error: new TemplateLoadError(
						__( 'No template was chosen to preview.', 'uipress' ),
						''
					),
				}
	);

	useEffect( () => {
		if ( ! templateId ) {
			return undefined;
		}
		let current = true;
		fetchTemplate( templateId ).then(
			( template ) => {
				if ( current ) {
					markRenderStart();
					setState( { status: 'ready', template } );
				}
			},
			( error: unknown ) => {
				if ( current ) {
					setState( {
						status: 'error',
						error:
							error instanceof TemplateLoadError
								? error
								: loadError( error ),
					} );
				}
			}
		);
		return () => {
			current = false;
		};
	}, [ templateId ] );

	return (
		<div className="uip-preview" data-uip-preview-state={ state.status }>
			{ state.status === 'loading' && (
				<p className="uip-preview__status" role="status">
					<Spinner />
					<span>{ __( 'Loading template…', 'uipress' ) }</span>
				</p>
			) }
			{ state.status === 'error' && (
				<Notice
					className="uip-preview__error"
					status="error"
					isDismissible={ false }
				>
					<p className="uip-preview__error-title">
						<strong>{ state.error.title }</strong>
					</p>
					{ state.error.message && (
						<p className="uip-preview__error-message">
							{ state.error.message }
						</p>
					) }
				</Notice>
			) }
			{ state.status === 'ready' && (
				<>
					<TemplatePage
						blocks={ state.template.content }
						templateId={ templateId }
						mode={ mode }
						templateCss={ state.template.css }
						templateJs={ state.template.js }
					/>
					<RenderMeasure />
				</>
			) }
		</div>
	);
}
