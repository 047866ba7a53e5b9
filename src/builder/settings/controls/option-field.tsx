/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { BaseControl } from '@wordpress/components';

/**
 * Internal dependencies
 */
import type { OptionControlProps } from '../types';

/**
 * The frame of an option control whose input is not a single labelled
 * field: the option's label above, its help below.
 *
 * @param props           Component props.
 * @param props.option    The option (label, help).
 * @param props.className Extra class for the control.
 * @param props.children  The input.
 */
export default function OptionField( {
	option,
	className,
	children,
}: {
	option: OptionControlProps[ 'option' ];
	className?: string;
	children: ReactNode;
} ) {
	return (
		<BaseControl
			__nextHasNoMarginBottom
			help={ option.help }
			className={ `uip-option-control${
				className ? ` ${ className }` : ''
			}` }
		>
			<BaseControl.VisualLabel>{ option.label }</BaseControl.VisualLabel>
			{ children }
		</BaseControl>
	);
}
