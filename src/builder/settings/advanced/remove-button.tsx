/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { trash } from '@wordpress/icons';

/**
 * The button that removes one entry of a list editor (a condition, an
 * interaction), named after the entry it removes.
 *
 * @param props          Component props.
 * @param props.label    What it says, e.g. "Remove condition 1".
 * @param props.onRemove Removes the entry.
 */
export default function RemoveButton( {
	label,
	onRemove,
}: {
	label: string;
	onRemove: () => void;
} ) {
	return (
		<Button
			variant="tertiary"
			isDestructive
			size="small"
			icon={ trash }
			onClick={ onRemove }
		>
			{ label }
		</Button>
	);
}
