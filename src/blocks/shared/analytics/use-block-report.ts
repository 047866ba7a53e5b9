/**
 * An analytics block's report as its component asks for it: the block's
 * template and uid, in the builder and preview its unsaved options as a
 * draft (honoured for template managers only), and the range its viewer
 * picks among those the block offers.
 */

/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { useTemplateId } from '../../../engine/renderer/block-hooks';
import type { BlockComponentProps, BlockOptions } from '../../../engine/types';
import { initialRange, offeredRanges } from './options';
import type { AnalyticsReport, DateRangeId } from './types';
import {
	useAnalyticsReport,
	type ReportState,
	type StoreReportParams,
} from './use-analytics-report';

/**
 * @param props         The block component's props.
 * @param props.block   The block.
 * @param props.mode    Where it renders.
 * @param props.options Its options.
 * @param range         The range shown (none for realtime).
 * @param store         Store blocks: the viewer's interval, sort and page.
 */
export function useBlockReport< R extends AnalyticsReport >(
	{
		block,
		mode,
		options,
	}: Pick< BlockComponentProps, 'block' | 'mode' | 'options' >,
	range?: DateRangeId,
	store?: StoreReportParams
): ReportState< R > {
	const templateId = useTemplateId();
	return useAnalyticsReport< R >( {
		templateId,
		uid: block.uid,
		...( range ? { range } : {} ),
		...( store ? { store } : {} ),
		...( mode === 'prod'
			? {}
			: { draft: options, module: block.moduleName } ),
	} );
}

export interface PickedRange {
	/** The ranges the block offers. */
	ranges: DateRangeId[];
	/** The one shown. */
	range: DateRangeId;
	/** The viewer picks another. */
	setRange: ( range: DateRangeId ) => void;
}

/**
 * The range the viewer picked, else the block's first one.
 *
 * @param options The block's options.
 */
export function usePickedRange( options: BlockOptions ): PickedRange {
	const ranges = offeredRanges( options );
	const first = initialRange( options );
	const [ picked, setRange ] = useState< DateRangeId >( first );
	// The builder changing the range shown first shows it.
	useEffect( () => setRange( first ), [ first ] );
	return {
		ranges,
		range: ranges.includes( picked ) ? picked : first,
		setRange,
	};
}
