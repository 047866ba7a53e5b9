/**
 * WordPress dependencies
 */
import {
	memo,
	useContext,
	useEffect,
	useMemo,
	useRef,
} from '@wordpress/element';
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { engineFeature } from '../features';
import { runStoredCode } from './run-stored-code';
import { isProLocked } from '../registry/pro-gate';
import type { Block } from '../types';
import { blockClassName } from './block-class-name';
import BlockErrorBoundary from './block-error-boundary';
import { MissingBlockNotice, ProBlockNotice } from './block-notice';
import { optionsWithDefaults } from './block-options';
import { linkProps } from './link-handlers';
import { safeLinkUrl } from './links';
import {
	TOOLTIP_ATTRIBUTE,
	TOOLTIP_DELAY_ATTRIBUTE,
} from './tooltip-constants';
import { RendererEnvironmentContext } from './renderer-context';
import { isBlockShown } from './visibility';

interface BlockViewProps {
	block: Block;
}

interface BlockListProps {
	blocks: Block[];
}

function isBlock( value: unknown ): value is Block {
	return (
		typeof value === 'object' &&
		value !== null &&
		typeof ( value as Block ).uid === 'string' &&
		typeof ( value as Block ).moduleName === 'string'
	);
}

/**
 * A list of sibling blocks. Entries that are not blocks are skipped.
 *
 * @param props        Component props.
 * @param props.blocks The blocks.
 */
export function BlockList( { blocks }: BlockListProps ) {
	return (
		<>
			{ blocks.map( ( block, index ) =>
				isBlock( block ) ? (
					<MemoBlockView key={ block.uid || index } block={ block } />
				) : null
			) }
		</>
	);
}

const renderBlocks = ( blocks: Block[] ) => <BlockList blocks={ blocks } />;

/**
 * One block: its root element (a div carrying `data-uip-uid`,
 * `data-uip-module` and the block's classes, styled by the tree's stylesheet)
 * around the block's component, or the notice that replaces it. A tooltip
 * message goes in `data-uip-tooltip`, which the renderer's tooltip layer
 * reads.
 * Memoised on the block object, so editing one block re-renders only it and
 * its ancestors.
 *
 * @param props       Component props.
 * @param props.block The block.
 */
function BlockView( { block }: BlockViewProps ) {
	const env = useContext( RendererEnvironmentContext );
	const element = useRef< HTMLDivElement >( null );
	const definition = env.definitionFor( block.moduleName );
	const storedOptions = block.settings?.block?.options;
	const options = useMemo(
		() => optionsWithDefaults( definition, storedOptions ),
		[ definition, storedOptions ]
	);
	const shown = isBlockShown( block, env );
	const { interactions } = block;
	const interactive =
		shown && env.mode !== 'builder' && !! interactions?.length;

	// A block's own JavaScript runs once it renders, in production only.
	const code = block.settings?.advanced?.options?.js;
	const runsCode =
		shown &&
		env.mode === 'prod' &&
		typeof code === 'string' &&
		code.trim() !== '';
	useEffect( () => {
		const target = element.current;
		if ( runsCode && target && typeof code === 'string' ) {
			runStoredCode( code, target, `JavaScript of block ${ block.uid }` );
		}
	}, [ runsCode, code, block.uid ] );

	useEffect( () => {
		const target = element.current;
		const feature = engineFeature( 'interactions' );
		if ( ! interactive || ! target || ! feature ) {
			return undefined;
		}
		return feature.bind( target, interactions, {
			root: env.root.current ?? document,
			blockActions: env.blockActions.get,
			log: env.log,
		} );
	}, [ interactive, interactions, env ] );

	if ( ! shown ) {
		return null;
	}

	let content: ReactNode;
	if ( ! definition ) {
		content = <MissingBlockNotice />;
	} else if ( isProLocked( definition, env.proUnlocked ) ) {
		content = <ProBlockNotice />;
	} else {
		const BlockComponent = definition.component;
		let children: ReactNode;
		if ( block.query?.enabled ) {
			// Without its code, a query loop shows no results (not its
			// template's placeholders).
			const query = engineFeature( 'query' );
			children = query ? (
				<query.QueryLoop
					block={ block }
					mode={ env.mode }
					renderBlocks={ renderBlocks }
				/>
			) : undefined;
		} else if ( Array.isArray( block.content ) && block.content.length ) {
			children = <BlockList blocks={ block.content } />;
		}
		content = (
			<BlockErrorBoundary block={ block }>
				<BlockComponent
					block={ block }
					mode={ env.mode }
					options={ options }
				>
					{ children }
				</BlockComponent>
			</BlockErrorBoundary>
		);
	}

	// A block that renders its own link (the button) is not wrapped in one.
	const url =
		env.mode === 'builder' || definition?.ownLink
			? undefined
			: safeLinkUrl( block.linkTo?.value );
	const landmark =
		env.mode === 'builder' || ! shown
			? undefined
			: definition?.landmark?.( options );
	const tooltip = block.tooltip?.message?.trim();
	return (
		<div
			ref={ element }
			className={ blockClassName( block, !! url ) }
			data-uip-uid={ block.uid }
			data-uip-module={ block.moduleName }
			{ ...( landmark && ! url
				? { role: landmark.role, 'aria-label': landmark.label }
				: {} ) }
			{ ...( tooltip
				? {
						[ TOOLTIP_ATTRIBUTE ]: tooltip,
						[ TOOLTIP_DELAY_ATTRIBUTE ]: block.tooltip?.delay,
					}
				: {} ) }
			{ ...( url ? linkProps( url, block.linkTo?.newTab ) : {} ) }
		>
			{ content }
		</div>
	);
}

const MemoBlockView = memo( BlockView );

export default MemoBlockView;
