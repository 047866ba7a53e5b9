/**
 * WordPress dependencies
 */
import { useMemo, useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { compileTreeCss } from '../styles';
import { engineFeature } from '../features';
import { consoleLog } from '../interactions/log';
import { useBlockCatalogue } from '../registry/use-block-catalogue';
import type { Block, DisplayMode, EngineConfig, Viewport } from '../types';
import { useViewport } from '../viewport';
import { createBlockActionsRegistry } from './block-actions-registry';
import { BlockList } from './block-view';
import { pageEngineConfig } from './page-engine-config';
import {
	RendererEnvironmentContext,
	type RendererEnvironment,
} from './renderer-context';
import './renderer.scss';

export interface TemplateRendererProps {
	/** The template's block tree. */
	blocks: Block[];
	mode: DisplayMode;
	/** The engine configuration; by default the page's (`uipressConfig.engine`). */
	engine?: EngineConfig;
	/**
	 * Render as if in this viewport (a builder canvas showing the mobile
	 * layout): blocks hidden there are not rendered. By default the window's
	 * viewport. The stylesheet's hiding rules still follow media queries, so
	 * a canvas simulating a viewport should be a frame of that width.
	 */
	viewport?: Viewport;
	/** The stored template's post id (blocks the server renders need it). */
	templateId?: number;
}

let renderers = 0;
const nextTooltipId = () => `uip-block-tooltip-${ ++renderers }`;

/**
 * Renders a template's block tree in a display mode.
 *
 * One stylesheet (a single `<style>` element) holds the styles of the whole
 * tree; each block is memoised on its object, and what blocks share reaches
 * them through one context value that changes only when the mode, the
 * definitions or the viewport do.
 *
 * @param props            Component props.
 * @param props.blocks     The block tree.
 * @param props.mode       builder, prod or preview.
 * @param props.engine     The engine configuration.
 * @param props.viewport   A forced viewport.
 * @param props.templateId The stored template's post id.
 */
export default function TemplateRenderer( {
	blocks,
	mode,
	engine: givenEngine,
	viewport: forcedViewport,
	templateId,
}: TemplateRendererProps ) {
	const engine = useMemo(
		() => givenEngine ?? pageEngineConfig(),
		[ givenEngine ]
	);
	const catalogue = useBlockCatalogue();
	const windowViewport = useViewport();
	const viewport = forcedViewport ?? windowViewport;
	const root = useRef< HTMLDivElement >( null );
	const [ blockActions ] = useState( createBlockActionsRegistry );
	const [ tooltipId ] = useState( nextTooltipId );
	const tooltips = engineFeature( 'tooltips' );
	const dynamic = engineFeature( 'dynamic' );

	// Conditions apply in production only; their context is read once, when
	// the template is shown.
	const conditionContext = useMemo( () => {
		const conditions = engineFeature( 'conditions' );
		return mode === 'prod' && conditions
			? conditions.buildContext( engine, conditions.clientValues() )
			: undefined;
	}, [ mode, engine ] );

	const environment = useMemo< RendererEnvironment >(
		() => ( {
			mode,
			definitionFor: ( moduleName ) =>
				catalogue.byModule.get( moduleName ),
			proUnlocked: engine.proUnlocked,
			viewport,
			conditionContext,
			root,
			blockActions,
			log: consoleLog,
			templateId,
		} ),
		[
			mode,
			catalogue,
			engine.proUnlocked,
			viewport,
			conditionContext,
			blockActions,
			templateId,
		]
	);

	// Styles, advanced CSS and per-viewport hiding rules of every block.
	const css = useMemo(
		() => compileTreeCss( blocks, environment.definitionFor ),
		[ blocks, environment.definitionFor ]
	);

	const template = (
		<>
			<div ref={ root } className="uip-template" data-uip-mode={ mode }>
				<style data-uip-template-styles="">{ css }</style>
				<BlockList blocks={ blocks } />
			</div>
			{ tooltips && (
				<tooltips.TooltipLayer root={ root } id={ tooltipId } />
			) }
		</>
	);

	return (
		<RendererEnvironmentContext.Provider value={ environment }>
			{ dynamic ? (
				<dynamic.DynamicValues engine={ engine }>
					{ template }
				</dynamic.DynamicValues>
			) : (
				template
			) }
		</RendererEnvironmentContext.Provider>
	);
}
