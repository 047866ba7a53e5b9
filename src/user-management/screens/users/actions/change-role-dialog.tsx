/**
 * WordPress dependencies
 */
import { RadioControl, SelectControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BulkAction } from '../../../api/users';
import { runBulk, type UserDialogProps } from './run-bulk';
import UserDialog from './user-dialog';

/**
 * Sets, adds or removes a role.
 *
 * @param props            Component props.
 * @param props.items
 * @param props.closeModal
 * @param props.context
 */
export default function ChangeRoleDialog( {
	items,
	closeModal,
	context,
}: UserDialogProps ) {
	const assignable = context.roles.filter( ( role ) => role.assignable );
	const [ role, setRole ] = useState( assignable[ 0 ]?.slug ?? '' );
	const [ mode, setMode ] = useState< BulkAction >( 'set-role' );
	const [ busy, setBusy ] = useState( false );
	const roleName =
		assignable.find( ( { slug } ) => slug === role )?.name ?? role;
	const confirm = async () => {
		setBusy( true );
		await runBulk(
			{ action: mode, ids: items.map( ( { id } ) => id ), role },
			items,
			( done ) =>
				sprintf(
					/* translators: 1: number of users, 2: role name. */
					_n(
						'Role %2$s changed for %1$d user.',
						'Role %2$s changed for %1$d users.',
						done,
						'uipress'
					),
					done,
					roleName
				),
			context
		);
		closeModal?.();
	};
	return (
		<UserDialog
			confirmLabel={ __( 'Apply', 'uipress' ) }
			busy={ busy }
			disabled={ role === '' }
			onCancel={ closeModal }
			onConfirm={ confirm }
		>
			<RadioControl
				label={ __( 'Change', 'uipress' ) }
				selected={ mode }
				options={ [
					{
						value: 'set-role',
						label: __( 'Replace their roles with', 'uipress' ),
					},
					{
						value: 'add-role',
						label: __( 'Add the role', 'uipress' ),
					},
					{
						value: 'remove-role',
						label: __( 'Remove the role', 'uipress' ),
					},
				] }
				onChange={ ( value ) => setMode( value as BulkAction ) }
			/>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Role', 'uipress' ) }
				value={ role }
				options={ assignable.map( ( entry ) => ( {
					value: entry.slug,
					label: entry.name,
				} ) ) }
				onChange={ setRole }
			/>
		</UserDialog>
	);
}
