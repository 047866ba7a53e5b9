/**
 * A stateful host for one option control, recording what it stores.
 */

/**
 * External dependencies
 */
import { render } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { OptionDefinition } from '../../../../engine/types';
import { BUILT_IN_OPTION_CONTROLS, OptionControl } from '..';
import type { OptionControlMap } from '..';

export interface Change {
	value: unknown;
	merge: boolean | undefined;
}

interface HostProps {
	option: OptionDefinition;
	initial: unknown;
	controls: OptionControlMap;
	changes: Change[];
}

function Host( { option, initial, controls, changes }: HostProps ) {
	const [ value, setValue ] = useState< unknown >( initial );
	return (
		<OptionControl
			controls={ controls }
			option={ option }
			value={ value }
			onChange={ ( next, merge ) => {
				changes.push( { value: next, merge } );
				setValue( next );
			} }
		/>
	);
}

/**
 * Renders the control of an option with a stored value; every change is
 * kept and shown back to the control, as the store would.
 *
 * @param option   The option (type, label…); uniqueKey defaults to 'key'.
 * @param value    The stored value.
 * @param controls The controls (the built-in ones by default).
 */
export function renderOption(
	option: Partial< OptionDefinition > & { option: string; label: string },
	value?: unknown,
	controls: OptionControlMap = BUILT_IN_OPTION_CONTROLS
) {
	const changes: Change[] = [];
	const view = render(
		<Host
			option={ { uniqueKey: 'key', ...option } }
			initial={ value }
			controls={ controls }
			changes={ changes }
		/>
	);
	const last = () => changes[ changes.length - 1 ];
	return { ...view, changes, last };
}
