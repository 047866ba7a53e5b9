/**
 * The head of a chart, map or table block: its title (the chart has its
 * totals instead), the "Last updated" notice of a stale answer, and the
 * range select at the end (after the block's own controls, such as the store
 * revenue chart's interval).
 */

/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import RangeSelect from './range-select';
import { StaleNotice } from './states';
import type { ReportAnswer } from './types';
import type { PickedRange } from './use-block-report';

/**
 * @param props          Component props.
 * @param props.title    The block's title, if it has one.
 * @param props.answer   The answer shown.
 * @param props.picked   The ranges offered and the one shown.
 * @param props.controls The block's own controls, before the range select.
 */
export default function ReportHeader( {
	title,
	answer,
	picked,
	controls,
}: {
	title?: string;
	answer?: ReportAnswer;
	picked: PickedRange;
	controls?: ReactNode;
} ) {
	const range = (
		<RangeSelect
			ranges={ picked.ranges }
			value={ picked.range }
			onChange={ picked.setRange }
		/>
	);
	return (
		<div className="uip-analytics__header">
			{ title === undefined ? (
				<StaleNotice answer={ answer } />
			) : (
				<div>
					<h2 className="uip-analytics__title">{ title }</h2>
					<StaleNotice answer={ answer } />
				</div>
			) }
			{ controls ? (
				<div className="uip-analytics__controls">
					{ controls }
					{ range }
				</div>
			) : (
				range
			) }
		</div>
	);
}
