/**
 * The analytics pickers (option types `analyticsMetrics` and
 * `analyticsDimensions`): the chosen fields in order, each removable, and a
 * searchable list to add one, grouped by category, from the metadata of the
 * selected block's source. `args.max` caps how many may be chosen;
 * `args.min: 0` lets the last one go (the block then uses its defaults).
 */

/**
 * WordPress dependencies
 */
import { Button, ComboboxControl } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { closeSmall } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import { useBuilderSelect } from '../../editor/use-builder';
import { blockOptionsOf } from '../block-changes';
import type { OptionControlProps } from '../types';
import {
	analyticsMetadata,
	type AnalyticsField,
	type AnalyticsFieldKind,
	type AnalyticsMetadata,
} from './analytics-metadata';
import OptionField from './option-field';
import './analytics-fields-control.scss';

/** The most fields a picker takes without `args.max` (the server's caps). */
const DEFAULT_MAX: Record< AnalyticsFieldKind, number > = {
	metrics: 10,
	dimensions: 2,
};

/**
 * The ids a stored value holds, without repeats.
 *
 * @param value The stored value.
 */
export function fieldIds( value: unknown ): string[] {
	if ( typeof value === 'string' ) {
		return value ? [ value ] : [];
	}
	return Array.isArray( value )
		? [
				...new Set(
					value.filter(
						( id ): id is string =>
							typeof id === 'string' && id !== ''
					)
				),
			]
		: [];
}

/**
 * The options of the list: by category, then by label.
 *
 * @param fields The fields offered.
 * @param chosen The ids already chosen (left out).
 */
export function groupedOptions(
	fields: readonly AnalyticsField[],
	chosen: readonly string[]
) {
	return fields
		.filter( ( field ) => ! chosen.includes( field.id ) )
		.sort(
			( a, b ) =>
				a.category.localeCompare( b.category ) ||
				a.label.localeCompare( b.label )
		)
		.map( ( field ) => ( {
			value: field.id,
			label: field.category
				? `${ field.label } (${ field.category })`
				: field.label,
			field,
		} ) );
}

/**
 * The source the selected block reads from ('google' unless it says).
 */
function useSelectedSource(): string {
	return useBuilderSelect( ( selectors ) => {
		const block = selectors.getSelectedBlock();
		const source = block ? blockOptionsOf( block ).source : undefined;
		return typeof source === 'string' && source ? source : 'google';
	} );
}

/**
 * The list's label.
 *
 * @param kind   Metrics or dimensions.
 * @param single Whether the option holds one field (choosing replaces it).
 */
function addLabel( kind: AnalyticsFieldKind, single: boolean ): string {
	if ( single ) {
		return kind === 'metrics'
			? __( 'Change the metric', 'uipress' )
			: __( 'Change the dimension', 'uipress' );
	}
	return kind === 'metrics'
		? __( 'Add a metric', 'uipress' )
		: __( 'Add a dimension', 'uipress' );
}

interface AnalyticsFieldsControlProps extends OptionControlProps {
	kind: AnalyticsFieldKind;
}

function AnalyticsFieldsControl( {
	kind,
	option,
	value,
	onChange,
}: AnalyticsFieldsControlProps ) {
	const source = useSelectedSource();
	const [ metadata, setMetadata ] = useState< AnalyticsMetadata | null >(
		null
	);
	useEffect( () => {
		let live = true;
		setMetadata( null );
		analyticsMetadata( source ).then(
			( answer ) => live && setMetadata( answer )
		);
		return () => {
			live = false;
		};
	}, [ source ] );

	const chosen = fieldIds( value );
	const max =
		typeof option.args?.max === 'number' && option.args.max > 0
			? option.args.max
			: DEFAULT_MAX[ kind ];
	// A report needs one field unless the block has its own defaults (the
	// tables' metrics: `args.min` 0).
	const min = option.args?.min === 0 ? 0 : 1;
	const fields = metadata?.[ kind ] ?? [];
	const labelOf = ( id: string ) =>
		fields.find( ( field ) => field.id === id )?.label ?? id;
	const store = ( ids: string[] ) =>
		onChange( typeof value === 'string' ? ( ids[ 0 ] ?? '' ) : ids );

	let help: string;
	if ( ! metadata ) {
		help = __( 'Loading what the analytics source offers…', 'uipress' );
	} else if ( metadata.error ) {
		help = sprintf(
			/* translators: %s: why the provider's list could not be loaded. */
			__(
				'The analytics source’s list could not be loaded (%s). The common ones are offered.',
				'uipress'
			),
			// The message sits in brackets: its own full stop would double.
			metadata.error.replace( /\.$/, '' )
		);
	} else {
		help = sprintf(
			/* translators: %d: how many may be chosen. */
			__( 'Choose up to %d.', 'uipress' ),
			max
		);
	}

	return (
		<OptionField option={ option } className="uip-analytics-fields">
			{ chosen.length > 0 && (
				<ul className="uip-analytics-fields__chosen">
					{ chosen.map( ( id ) => (
						<li key={ id } className="uip-analytics-fields__item">
							<span>{ labelOf( id ) }</span>
							<code>{ id }</code>
							<Button
								size="small"
								icon={ closeSmall }
								label={ sprintf(
									/* translators: %s: a metric or dimension name. */
									__( 'Remove %s', 'uipress' ),
									labelOf( id )
								) }
								disabled={ chosen.length <= min }
								onClick={ () =>
									store(
										chosen.filter(
											( other ) => other !== id
										)
									)
								}
							/>
						</li>
					) ) }
				</ul>
			) }
			<ComboboxControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ addLabel( kind, typeof value === 'string' ) }
				help={ help }
				isLoading={ ! metadata }
				value={ null }
				options={
					chosen.length >= max && typeof value !== 'string'
						? []
						: groupedOptions( fields, chosen )
				}
				onChange={ ( next ) => {
					if ( ! next ) {
						return;
					}
					store(
						typeof value === 'string'
							? [ next ]
							: [ ...chosen, next ].slice( 0, max )
					);
				} }
			/>
		</OptionField>
	);
}

/**
 * Option type `analyticsMetrics`: GA4 metric API names (a list, or one
 * name when the stored value is a string: the map's `metric`).
 *
 * @param props Component props.
 */
export function AnalyticsMetricsOptionControl( props: OptionControlProps ) {
	return <AnalyticsFieldsControl kind="metrics" { ...props } />;
}

/**
 * Option type `analyticsDimensions`: GA4 dimension API names.
 *
 * @param props Component props.
 */
export function AnalyticsDimensionsOptionControl( props: OptionControlProps ) {
	return <AnalyticsFieldsControl kind="dimensions" { ...props } />;
}
