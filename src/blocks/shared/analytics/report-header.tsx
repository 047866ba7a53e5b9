/**
 * The head of a chart, map or table block: its title (the chart has its
 * totals instead), the "Last updated" notice of a stale answer, and the
 * range select at the end.
 */

/**
 * Internal dependencies
 */
import RangeSelect from './range-select';
import { StaleNotice } from './states';
import type { ReportAnswer } from './types';
import type { PickedRange } from './use-block-report';

/**
 * @param props        Component props.
 * @param props.title  The block's title, if it has one.
 * @param props.answer The answer shown.
 * @param props.picked The ranges offered and the one shown.
 */
export default function ReportHeader( {
	title,
	answer,
	picked,
}: {
	title?: string;
	answer?: ReportAnswer;
	picked: PickedRange;
} ) {
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
			<RangeSelect
				ranges={ picked.ranges }
				value={ picked.range }
				onChange={ picked.setRange }
			/>
		</div>
	);
}
