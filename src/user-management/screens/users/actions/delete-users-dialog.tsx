/**
 * WordPress dependencies
 */
import { RadioControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { UserRow } from '../../../api/users';
import UserPicker from '../../../components/user-picker';
import { displayName, runBulk, type UserDialogProps } from './run-bulk';
import UserDialog from './user-dialog';

/**
 * Deletes users after asking who gets their content (or that it goes too).
 *
 * @param props            Component props.
 * @param props.items
 * @param props.closeModal
 * @param props.context
 */
export default function DeleteUsersDialog( {
	items,
	closeModal,
	context,
}: UserDialogProps ) {
	const [ busy, setBusy ] = useState( false );
	const [ content, setContent ] = useState< 'reassign' | 'delete' >(
		'reassign'
	);
	const [ heir, setHeir ] = useState< UserRow | null >( null );
	const posts = items.reduce( ( sum, user ) => sum + user.posts, 0 );
	const confirm = async () => {
		setBusy( true );
		await runBulk(
			{
				action: 'delete',
				ids: items.map( ( { id } ) => id ),
				reassign: content === 'reassign' ? heir?.id : undefined,
			},
			items,
			( done ) =>
				sprintf(
					/* translators: %d: number of users. */
					_n(
						'%d user deleted.',
						'%d users deleted.',
						done,
						'uipress'
					),
					done
				),
			context
		);
		closeModal?.();
	};
	return (
		<UserDialog
			confirmLabel={ __( 'Delete', 'uipress' ) }
			destructive
			busy={ busy }
			disabled={ content === 'reassign' && ! heir }
			onCancel={ closeModal }
			onConfirm={ confirm }
		>
			<p>
				{ items.length === 1
					? sprintf(
							/* translators: %s: user name. */
							__(
								'Delete %s? This cannot be undone.',
								'uipress'
							),
							displayName( items[ 0 ] )
						)
					: sprintf(
							/* translators: %d: number of users (two or more). */
							__(
								'Delete these %d users? This cannot be undone.',
								'uipress'
							),
							items.length
						) }
			</p>
			<RadioControl
				label={ sprintf(
					/* translators: %d: number of posts the users wrote. */
					_n(
						'What should happen to their content (%d post)?',
						'What should happen to their content (%d posts)?',
						posts,
						'uipress'
					),
					posts
				) }
				selected={ content }
				options={ [
					{
						value: 'reassign',
						label: __( 'Attribute all content to:', 'uipress' ),
					},
					{
						value: 'delete',
						label: __( 'Delete all content', 'uipress' ),
					},
				] }
				onChange={ ( value ) =>
					setContent( value === 'delete' ? 'delete' : 'reassign' )
				}
			/>
			{ content === 'reassign' && (
				<UserPicker
					label={ __( 'Give their content to', 'uipress' ) }
					value={ heir }
					onChange={ setHeir }
					exclude={ items.map( ( { id } ) => id ) }
				/>
			) }
		</UserDialog>
	);
}
