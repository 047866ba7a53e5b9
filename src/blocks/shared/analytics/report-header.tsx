/**
 * The head of a chart, map, table or KPI block: its title (the visitor chart
 * has its totals instead), the "Last updated" notice of a stale answer, and
 * the range select at the end (after the block's own controls, such as the
 * store revenue chart's interval). The controls go when the report is
 * refused or not connected: no choice of the viewer would change that.
 */

/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import type { ReportError } from './api';
import RangeSelect from './range-select';
import { isUnavailable, StaleNotice } from './states';
import type { ReportAnswer } from './types';
import type { PickedRange } from './use-block-report';

/**
 * @param props          Component props.
 * @param props.title    The block's title, if it has one.
 * @param props.answer   The answer shown.
 * @param props.error    The report's error, if any.
 * @param props.picked   The ranges offered and the one shown (none: no range).
 * @param props.controls The block's own controls, before the range select.
 */
export default function ReportHeader( {
	title,
	answer,
	error,
	picked,
	controls,
}: {
	title?: string;
	answer?: ReportAnswer;
	error?: ReportError;
	picked?: PickedRange;
	controls?: ReactNode;
} ) {
	const withControls = ! isUnavailable( error );
	const range = picked && withControls && (
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
			{ controls && withControls ? (
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
