/**
 * The KPI strip (`uip-store-kpis`): today, this week and this month from
 * WooCommerce's analytics, each metric against the same stretch before
 * (docs/BLOCKS.md). A card per period, side by side on wide screens and
 * wrapping on phones; the change has an arrow and a sign, not only a
 * colour, and a sentence for screen readers.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockComponentProps } from '../../engine/types';
import { customTitle } from '../shared/analytics/options';
import ReportHeader from '../shared/analytics/report-header';
import { ReportStates } from '../shared/analytics/states';
import type { KpisReport } from '../shared/analytics/types';
import { useBlockReport } from '../shared/analytics/use-block-report';
import { isKpisEmpty, kpiCards, type KpiCard } from './kpi-cards';
import './store-kpis.scss';

const ARROWS = { up: '↑', down: '↓', flat: '→' };

/**
 * One period's card.
 *
 * @param props      Component props.
 * @param props.card The period's figures.
 * @param props.uid  The block's uid (ids stay unique with two strips).
 */
function PeriodCard( { card, uid }: { card: KpiCard; uid: string } ) {
	const headingId = `uip-store-kpis-${ uid }-${ card.id }`;
	return (
		<section className="uip-store-kpis__card" aria-labelledby={ headingId }>
			<h3 id={ headingId } className="uip-store-kpis__period">
				{ card.title }
				<span className="uip-store-kpis__against">
					{ card.against }
				</span>
			</h3>
			<dl className="uip-store-kpis__figures">
				{ card.figures.map( ( figure ) => (
					<div
						key={ figure.metric.id }
						className="uip-store-kpis__figure"
					>
						<dt className="uip-store-kpis__label">
							{ figure.metric.label }
						</dt>
						<dd className="uip-store-kpis__value">
							{ figure.value }
						</dd>
						<dd className="uip-store-kpis__previous">
							{ figure.change && (
								<span
									className={ `uip-store-kpis__change is-${ figure.change.direction }` }
								>
									<span aria-hidden="true">
										{ ARROWS[ figure.change.direction ] }{ ' ' }
										{ figure.change.text }
									</span>
									<span className="screen-reader-text">
										{ figure.spoken }
									</span>
								</span>
							) }
							<span className="uip-store-kpis__before">
								{ sprintf(
									/* translators: %s: the previous period's value ("$1,234.00"). */
									__( 'Before: %s', 'uipress' ),
									figure.previous
								) }
							</span>
						</dd>
					</div>
				) ) }
			</dl>
		</section>
	);
}

/**
 * @param props         Component props.
 * @param props.block   The block.
 * @param props.mode    Display mode.
 * @param props.options The block's options.
 */
export default function StoreKpis( {
	block,
	mode,
	options,
}: BlockComponentProps ) {
	const state = useBlockReport< KpisReport >( { block, mode, options } );

	return (
		<div
			className="uip-analytics uip-store-kpis"
			aria-busy={ state.loading }
		>
			<ReportHeader
				title={
					customTitle( options ) ||
					__( 'Sales at a glance', 'uipress' )
				}
				answer={ state.answer }
				error={ state.error }
			/>
			<ReportStates
				state={ state }
				source="woocommerce"
				isEmpty={ isKpisEmpty }
			>
				{ ( answer ) => (
					<div className="uip-store-kpis__cards">
						{ kpiCards( answer.report, answer.currency ).map(
							( card ) => (
								<PeriodCard
									key={ card.id }
									card={ card }
									uid={ block.uid }
								/>
							)
						) }
					</div>
				) }
			</ReportStates>
		</div>
	);
}
