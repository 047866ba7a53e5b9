/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useCreateNotification } from '../../engine/notifications';
import { TODO_SAVE_DELAY_MS } from './constants';
import { listed, toStored, type ListedTodo, type TodoItem } from './items';
import { loadTodos, requestMessage, saveTodos } from './storage';

export type LoadState =
	| { status: 'loading' }
	| { status: 'ready' }
	| { status: 'error'; message: string };

export type SaveState =
	| { status: 'saved' }
	/** Changed; the save is waiting for the delay to end. */
	| { status: 'pending' }
	| { status: 'saving' }
	| { status: 'error'; message: string };

export interface Todos {
	items: ListedTodo[];
	load: LoadState;
	save: SaveState;
	/**
	 * Changes the list: `change` gets the current list and returns the new
	 * one. The save follows TODO_SAVE_DELAY_MS after the last change.
	 */
	update: ( change: ( items: ListedTodo[] ) => ListedTodo[] ) => void;
	/** Loads the list again (after a failed load). */
	reload: () => void;
	/** Saves unsaved changes at once (after a failed save). */
	saveNow: () => void;
}

/**
 * The user's to-do list, loaded when the block mounts and saved
 * TODO_SAVE_DELAY_MS after the last change, at once when the page is left
 * or hidden (a request that outlives the page), and when the block goes. A
 * failed save keeps the changes (they are saved with the next change, when
 * the page is left, or by `saveNow`) and shows a notification with the
 * server's message. Nothing is saved before the list has loaded, so a
 * failed load never overwrites the stored list.
 *
 * @param persist Whether the list is the user's (false: the builder, which
 *                shows `initial` and neither loads nor saves).
 * @param initial The list shown when not persisting.
 */
export function useTodos( persist: boolean, initial: () => TodoItem[] ): Todos {
	const [ items, setItems ] = useState< ListedTodo[] >( () =>
		persist ? [] : initial().map( listed )
	);
	const [ load, setLoad ] = useState< LoadState >(
		persist ? { status: 'loading' } : { status: 'ready' }
	);
	const [ save, setSave ] = useState< SaveState >( { status: 'saved' } );
	const notify = useCreateNotification();

	// What the saves work from: events and timers outlive renders.
	const itemsRef = useRef( items );
	const loadedRef = useRef( ! persist );
	/** Counts changes; a save records the count it sent. */
	const revisionRef = useRef( 0 );
	const savedRevisionRef = useRef( 0 );
	const sendingRevisionRef = useRef< number | undefined >( undefined );
	const timerRef = useRef< ReturnType< typeof setTimeout > | undefined >();
	const mountedRef = useRef( true );

	const cancelTimer = () => {
		if ( timerRef.current !== undefined ) {
			clearTimeout( timerRef.current );
			timerRef.current = undefined;
		}
	};

	const sendSave = useCallback(
		( keepalive: boolean ) => {
			cancelTimer();
			const revision = revisionRef.current;
			if (
				! persist ||
				! loadedRef.current ||
				revision === savedRevisionRef.current ||
				revision === sendingRevisionRef.current
			) {
				return;
			}
			sendingRevisionRef.current = revision;
			if ( mountedRef.current ) {
				setSave( { status: 'saving' } );
			}
			saveTodos( toStored( itemsRef.current ), { keepalive } ).then(
				() => {
					savedRevisionRef.current = Math.max(
						savedRevisionRef.current,
						revision
					);
					if ( sendingRevisionRef.current === revision ) {
						sendingRevisionRef.current = undefined;
					}
					if ( mountedRef.current ) {
						setSave(
							savedRevisionRef.current === revisionRef.current
								? { status: 'saved' }
								: { status: 'pending' }
						);
					}
				},
				( error: unknown ) => {
					if ( sendingRevisionRef.current === revision ) {
						sendingRevisionRef.current = undefined;
					}
					const message = requestMessage( error );
					if ( mountedRef.current ) {
						setSave( { status: 'error', message } );
					}
					notify( {
						status: 'error',
						title: __(
							'Your to-do list could not be saved',
							'uipress'
						),
						message,
					} );
				}
			);
		},
		[ persist, notify ]
	);

	const update = useCallback(
		( change: ( current: ListedTodo[] ) => ListedTodo[] ) => {
			if ( ! loadedRef.current ) {
				return;
			}
			const next = change( itemsRef.current );
			if ( next === itemsRef.current ) {
				return;
			}
			itemsRef.current = next;
			revisionRef.current++;
			setItems( next );
			if ( ! persist ) {
				return;
			}
			setSave( ( current ) =>
				current.status === 'error' ? current : { status: 'pending' }
			);
			cancelTimer();
			timerRef.current = setTimeout(
				() => sendSave( false ),
				TODO_SAVE_DELAY_MS
			);
		},
		[ persist, sendSave ]
	);

	const [ loadRequest, setLoadRequest ] = useState( 0 );
	useEffect( () => {
		if ( ! persist ) {
			return undefined;
		}
		let live = true;
		loadedRef.current = false;
		setLoad( { status: 'loading' } );
		loadTodos().then(
			( stored ) => {
				if ( ! live ) {
					return;
				}
				const next = stored.map( listed );
				itemsRef.current = next;
				savedRevisionRef.current = revisionRef.current;
				loadedRef.current = true;
				setItems( next );
				setLoad( { status: 'ready' } );
			},
			( error: unknown ) => {
				if ( live ) {
					setLoad( {
						status: 'error',
						message: requestMessage( error ),
					} );
				}
			}
		);
		return () => {
			live = false;
		};
	}, [ persist, loadRequest ] );

	// Leaving or hiding the page saves at once; so does the block going.
	useEffect( () => {
		mountedRef.current = true;
		const onPageHide = () => sendSave( true );
		const onVisibilityChange = () => {
			if ( document.visibilityState === 'hidden' ) {
				sendSave( true );
			}
		};
		window.addEventListener( 'pagehide', onPageHide );
		document.addEventListener( 'visibilitychange', onVisibilityChange );
		return () => {
			window.removeEventListener( 'pagehide', onPageHide );
			document.removeEventListener(
				'visibilitychange',
				onVisibilityChange
			);
			mountedRef.current = false;
			sendSave( true );
		};
	}, [ sendSave ] );

	return {
		items,
		load,
		save,
		update,
		reload: useCallback( () => setLoadRequest( ( n ) => n + 1 ), [] ),
		saveNow: useCallback( () => sendSave( false ), [ sendSave ] ),
	};
}
