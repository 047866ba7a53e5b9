/**
 * WordPress dependencies
 */
import { Button, Notice } from '@wordpress/components';
import { __, _n, sprintf } from '@wordpress/i18n';

interface LiveChangesProps {
	/** Items the live menu has and the menu does not hold yet. */
	newCount: number;
	/** Items the menu holds and the live menu no longer has. */
	missingCount: number;
	onAddNew: () => void;
	onRemoveMissing: () => void;
}

/**
 * What changed in the admin menu since the menu was made, with the way to
 * settle it: add the new items, remove the missing ones.
 *
 * @param props                 Component props.
 * @param props.newCount        New items.
 * @param props.missingCount    Missing items.
 * @param props.onAddNew        Adds the new items.
 * @param props.onRemoveMissing Removes the missing items.
 */
export default function LiveChanges( {
	newCount,
	missingCount,
	onAddNew,
	onRemoveMissing,
}: LiveChangesProps ) {
	if ( newCount === 0 && missingCount === 0 ) {
		return null;
	}
	return (
		<Notice
			status="info"
			isDismissible={ false }
			className="uip-menu-editor__changes"
		>
			{ newCount > 0 && (
				<p>
					{ sprintf(
						/* translators: %d: number of items. */
						_n(
							'%d item was added to the admin menu since this menu was made. It shows where the site puts it until you decide.',
							'%d items were added to the admin menu since this menu was made. They show where the site puts them until you decide.',
							newCount,
							'uipress'
						),
						newCount
					) }{ ' ' }
					<Button
						variant="secondary"
						size="small"
						onClick={ onAddNew }
					>
						{ __( 'Add new items', 'uipress' ) }
					</Button>
				</p>
			) }
			{ missingCount > 0 && (
				<p>
					{ sprintf(
						/* translators: %d: number of items. */
						_n(
							'%d item is no longer in the admin menu.',
							'%d items are no longer in the admin menu.',
							missingCount,
							'uipress'
						),
						missingCount
					) }{ ' ' }
					<Button
						variant="secondary"
						size="small"
						onClick={ onRemoveMissing }
					>
						{ __( 'Remove missing items', 'uipress' ) }
					</Button>
				</p>
			) }
		</Notice>
	);
}
