/**
 * WordPress dependencies
 */
import type { Action } from '@wordpress/dataviews/wp';
import { useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import { pencil, seen, trash } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import type { NotificationInput } from '../../engine/notifications';
import DialogButtons from '../../components/dialog-buttons';
import { errorMessage } from '../../components/utils/api';
import { deletePosts, type PostRow } from '../shared/posts-api';
import { openPage } from '../shared/open-page';

export const POST_ACTIONS = [ 'view', 'edit', 'delete' ] as const;
export type PostActionName = ( typeof POST_ACTIONS )[ number ];

interface ActionsContext {
	/** The actions the block enables (spec: actionsEnabled). */
	enabled: readonly PostActionName[];
	/** In the builder nothing opens or is deleted. */
	inert: boolean;
	notify: ( input: NotificationInput ) => unknown;
	/** Called after posts were deleted. */
	onDeleted: () => void;
}

interface DeleteConfirmationProps {
	items: PostRow[];
	closeModal?: () => void;
	context: ActionsContext;
}

/**
 * The delete confirmation (spec §5: 'Delete post', 'Are you sure you want
 * to delete this post?').
 *
 * @param props            Component props.
 * @param props.items      The posts to delete.
 * @param props.closeModal Closes the dialog.
 * @param props.context    What the actions need.
 */
function DeleteConfirmation( {
	items,
	closeModal,
	context,
}: DeleteConfirmationProps ) {
	const [ busy, setBusy ] = useState( false );
	const confirm = async () => {
		setBusy( true );
		try {
			const result = await deletePosts( items.map( ( { id } ) => id ) );
			if ( result.deleted.length ) {
				context.notify( {
					title: _n(
						'Post deleted',
						'Posts deleted',
						result.deleted.length,
						'uipress'
					),
					status: 'success',
				} );
			}
			result.failed.forEach( ( { message } ) =>
				context.notify( { title: message, status: 'error' } )
			);
			context.onDeleted();
		} catch ( error ) {
			context.notify( { title: errorMessage( error ), status: 'error' } );
		}
		setBusy( false );
		closeModal?.();
	};
	return (
		<div className="uip-posts-table__confirm">
			<p>
				{ items.length === 1
					? __(
							'Are you sure you want to delete this post?',
							'uipress'
						)
					: sprintf(
							/* translators: %d: number of posts (two or more). */
							__(
								'Are you sure you want to delete these %d posts?',
								'uipress'
							),
							items.length
						) }
			</p>
			<DialogButtons
				confirmLabel={ __( 'Delete', 'uipress' ) }
				busy={ busy }
				destructive
				onCancel={ closeModal }
				onConfirm={ confirm }
			/>
		</div>
	);
}

/**
 * The row actions the block enables: view and edit open the post in the
 * page content block; delete asks first, and can act on several rows.
 *
 * @param context What the actions need.
 */
export function postActions( context: ActionsContext ): Action< PostRow >[] {
	const open = ( url: string ) => {
		if ( ! context.inert ) {
			openPage( url );
		}
	};
	const all: Record< PostActionName, Action< PostRow > > = {
		edit: {
			id: 'edit',
			label: __( 'Edit', 'uipress' ),
			icon: pencil,
			isPrimary: true,
			isEligible: ( item ) => item.editLink !== '',
			callback: ( [ item ] ) => item && open( item.editLink ),
		},
		view: {
			id: 'view',
			label: __( 'View', 'uipress' ),
			icon: seen,
			isEligible: ( item ) => item.link !== '',
			callback: ( [ item ] ) => item && open( item.link ),
		},
		delete: {
			id: 'delete',
			label: __( 'Delete', 'uipress' ),
			icon: trash,
			supportsBulk: true,
			isEligible: ( item ) => item.canDelete && ! context.inert,
			modalHeader: ( items ) =>
				_n( 'Delete post', 'Delete posts', items.length, 'uipress' ),
			RenderModal: ( { items, closeModal } ) => (
				<DeleteConfirmation
					items={ items }
					closeModal={ closeModal }
					context={ context }
				/>
			),
		},
	};
	return ( [ 'edit', 'view', 'delete' ] as const )
		.filter( ( name ) => context.enabled.includes( name ) )
		.map( ( name ) => all[ name ] );
}
