/**
 * WordPress dependencies
 */
import { useCallback, useMemo } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useCreateNotification } from '../../engine/notifications';
import { downloadJson } from '../post-list/download';
import { errorMessage } from '../utils/api';
import { deleteEntity, updateEntity } from './api';
import { runBulk, type BulkResult } from './bulk';
import { moveItem, type MoveDirection } from './move';
import type { EntityItems } from './use-entity-items';
import type { EntityConfig, EntityItem } from './types';

/** What the list does to its posts, each with its notices. */
export interface EntityOperations< Item > {
	/** Publishes, switches to draft, or restores from the trash (draft). */
	setStatus: (
		items: Item[],
		status: 'publish' | 'draft'
	) => Promise< void >;
	trash: ( items: Item[] ) => Promise< void >;
	/** Deletes for good (asked first by the list). */
	remove: ( items: Item[] ) => Promise< void >;
	rename: ( item: Item, title: string ) => Promise< boolean >;
	duplicate: ( items: Item[] ) => Promise< void >;
	/** One file for the selection. */
	exportItems: ( items: Item[] ) => void;
	move: ( item: Item, direction: MoveDirection ) => Promise< void >;
}

function failedLines< Item extends EntityItem >(
	result: BulkResult< Item, unknown >
): string {
	return result.failed
		.map( ( { item, message } ) =>
			sprintf(
				/* translators: 1: a post's title; 2: why it failed. */
				__( '“%1$s”: %2$s', 'uipress' ),
				item.title || __( '(no title)', 'uipress' ),
				message
			)
		)
		.join( ' ' );
}

/**
 * The operations of a list on its posts.
 *
 * @param config The kind.
 * @param list   Its loaded posts.
 */
export function useEntityOperations< Item extends EntityItem >(
	config: EntityConfig< Item >,
	list: EntityItems< Item >
): EntityOperations< Item > {
	const notify = useCreateNotification();
	const { restPath, parse, afterChange, copy, order } = config;
	const { items, setItems, reload } = list;

	/** Notices for a bulk run, then the caches. */
	const report = useCallback(
		(
			result: BulkResult< Item, unknown >,
			done: string,
			failed: string
		) => {
			if ( result.done.length ) {
				notify( { title: done, status: 'success' } );
			}
			if ( result.failed.length ) {
				notify( {
					title: failed,
					message: failedLines( result ),
					status: 'error',
				} );
			}
			afterChange?.();
		},
		[ notify, afterChange ]
	);

	const replace = useCallback(
		( updated: Item[] ) =>
			setItems( ( current ) =>
				current.map(
					( item ) =>
						updated.find( ( next ) => next.id === item.id ) ?? item
				)
			),
		[ setItems ]
	);

	const setStatus = useCallback(
		async ( selection: Item[], status: 'publish' | 'draft' ) => {
			const result = await runBulk( selection, async ( item ) =>
				parse( await updateEntity( restPath, item.id, { status } ) )
			);
			replace( result.done );
			const count = result.done.length;
			report(
				result,
				status === 'publish'
					? sprintf(
							/* translators: %d: number of posts. */
							_n(
								'%d published',
								'%d published',
								count,
								'uipress'
							),
							count
						)
					: sprintf(
							/* translators: %d: number of posts. */
							_n(
								'%d switched to draft',
								'%d switched to draft',
								count,
								'uipress'
							),
							count
						),
				__( 'Unable to change the status', 'uipress' )
			);
		},
		[ restPath, parse, replace, report ]
	);

	const trash = useCallback(
		async ( selection: Item[] ) => {
			const result = await runBulk( selection, async ( item ) => {
				await deleteEntity( restPath, item.id, false );
				return { ...item, status: 'trash' };
			} );
			replace( result.done );
			report(
				result,
				sprintf(
					/* translators: %d: number of posts. */
					_n(
						'%d moved to the trash',
						'%d moved to the trash',
						result.done.length,
						'uipress'
					),
					result.done.length
				),
				__( 'Unable to move to the trash', 'uipress' )
			);
		},
		[ restPath, replace, report ]
	);

	const remove = useCallback(
		async ( selection: Item[] ) => {
			const result = await runBulk( selection, async ( item ) => {
				await deleteEntity( restPath, item.id, true );
				return item.id;
			} );
			setItems( ( current ) =>
				current.filter( ( item ) => ! result.done.includes( item.id ) )
			);
			report(
				result,
				sprintf(
					/* translators: %d: number of posts. */
					_n(
						'%d deleted permanently',
						'%d deleted permanently',
						result.done.length,
						'uipress'
					),
					result.done.length
				),
				__( 'Unable to delete', 'uipress' )
			);
		},
		[ restPath, setItems, report ]
	);

	const rename = useCallback(
		async ( item: Item, title: string ) => {
			try {
				replace( [
					parse( await updateEntity( restPath, item.id, { title } ) ),
				] );
				afterChange?.();
				return true;
			} catch ( caught ) {
				notify( {
					title: __( 'Unable to rename', 'uipress' ),
					message: errorMessage( caught, '' ),
					status: 'error',
				} );
				return false;
			}
		},
		[ restPath, parse, replace, notify, afterChange ]
	);

	const duplicate = useCallback(
		async ( selection: Item[] ) => {
			const result = await runBulk( selection, copy );
			report(
				result,
				sprintf(
					/* translators: %d: number of posts. */
					_n(
						'%d duplicated as a draft',
						'%d duplicated as drafts',
						result.done.length,
						'uipress'
					),
					result.done.length
				),
				__( 'Unable to duplicate', 'uipress' )
			);
			await reload();
		},
		[ copy, report, reload ]
	);

	const { exportFile, fileName } = config;
	const exportItems = useCallback(
		( selection: Item[] ) =>
			downloadJson(
				fileName(
					selection.length === 1
						? ( selection[ 0 ]?.title ?? '' )
						: ''
				),
				exportFile( selection )
			),
		[ exportFile, fileName ]
	);

	const move = useCallback(
		async ( item: Item, direction: MoveDirection ) => {
			if ( ! order ) {
				return;
			}
			const moved = moveItem( items, item.id, direction, order.of );
			try {
				for ( const change of moved.changes ) {
					await order.save( change.id, change.order );
				}
				// Shown once stored: the list never shows an order that
				// does not apply.
				setItems( () => moved.items );
				afterChange?.();
			} catch ( caught ) {
				notify( {
					title: __( 'Unable to change the order', 'uipress' ),
					message: errorMessage( caught, '' ),
					status: 'error',
				} );
			}
			await reload();
		},
		[ order, items, setItems, afterChange, notify, reload ]
	);

	return useMemo(
		() => ( {
			setStatus,
			trash,
			remove,
			rename,
			duplicate,
			exportItems,
			move,
		} ),
		[ setStatus, trash, remove, rename, duplicate, exportItems, move ]
	);
}
