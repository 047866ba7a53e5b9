/**
 * WordPress dependencies
 */
import { useRegistry } from '@wordpress/data';
import { useCallback } from '@wordpress/element';
import type { KeyboardEvent as ReactKeyboardEvent } from 'react';
import { store as noticesStore } from '@wordpress/notices';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { builderStore } from '../store';
import { commandFor, type EditorCommand } from './shortcuts';
import type { BuilderSelectors } from './use-builder';

/** The id of the deletion snackbar (a new deletion replaces it). */
export const DELETED_NOTICE_ID = 'uipress-block-deleted';

type Registry = {
	dispatch: ( store: typeof noticesStore ) => {
		createNotice: (
			status: string,
			content: string,
			options: Record< string, unknown >
		) => unknown;
	};
} & {
	select: ( store: typeof builderStore ) => BuilderSelectors;
	dispatch: (
		store: typeof builderStore
	) => ReturnType<
		typeof import( '@wordpress/data' ).dispatch< typeof builderStore >
	>;
};

/**
 * Shows a 'Block deleted' snackbar whose Undo brings the block back, as
 * long as nothing was edited since.
 *
 * @param registry The data registry.
 */
function offerUndo( registry: Registry ): void {
	const fields = registry.select( builderStore ).getTemplate()?.fields;
	registry
		.dispatch( noticesStore )
		.createNotice( 'info', __( 'Block deleted', 'uipress' ), {
			id: DELETED_NOTICE_ID,
			type: 'snackbar',
			actions: [
				{
					label: __( 'Undo', 'uipress' ),
					onClick: () => {
						if (
							registry.select( builderStore ).getTemplate()
								?.fields === fields
						) {
							registry.dispatch( builderStore ).undo();
						}
					},
				},
			],
		} );
}

/**
 * Runs a command against the store. Resolves to whether it applied.
 *
 * @param registry The data registry.
 * @param command  The command.
 */
export function runCommand(
	registry: Registry,
	command: EditorCommand
): boolean {
	const select = registry.select( builderStore );
	const actions = registry.dispatch( builderStore );
	const uid = select.getSelectedUid();
	return runWith( select, actions, uid, command, () =>
		offerUndo( registry )
	);
}

function runWith(
	select: BuilderSelectors,
	actions: ReturnType< Registry[ 'dispatch' ] >,
	uid: string | null,
	command: EditorCommand,
	onDeleted?: () => void
): boolean {
	switch ( command ) {
		case 'save':
			actions.saveTemplate();
			return true;
		case 'undo':
			actions.undo();
			return true;
		case 'redo':
			actions.redo();
			return true;
		case 'deselect':
			if ( ! uid ) {
				return false;
			}
			actions.selectBlock( null );
			return true;
		case 'paste': {
			if ( ! select.getClipboard() ) {
				return false;
			}
			if ( uid ) {
				actions.pasteBlock(
					select.getParentUid( uid ),
					select.getBlockIndex( uid ) + 1
				);
			} else {
				actions.pasteBlock( null, select.getBlocks().length );
			}
			return true;
		}
	}
	if ( ! uid ) {
		return false;
	}
	switch ( command ) {
		case 'delete':
			actions.removeBlock( uid );
			onDeleted?.();
			return true;
		case 'copy':
			actions.copyBlock( uid );
			return true;
		case 'duplicate':
			actions.duplicateBlock( uid );
			return true;
	}
	return false;
}

/**
 * The editor root's keydown handler: runs the keyboard shortcuts.
 */
export function useEditorShortcuts(): ( event: ReactKeyboardEvent ) => void {
	const registry = useRegistry() as unknown as Registry;
	return useCallback(
		( event: ReactKeyboardEvent ) => {
			if ( event.defaultPrevented ) {
				return;
			}
			const command = commandFor( event );
			if ( command && runCommand( registry, command ) ) {
				event.preventDefault();
			}
		},
		[ registry ]
	);
}
