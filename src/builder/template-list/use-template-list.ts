/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useBusyIds } from '../../components/post-list/use-busy-ids';
import {
	discardIfLeftEmpty,
	markFresh,
	untitledTemplateTitle,
} from './fresh-templates';
import { useCreateNotification } from '../../engine/notifications';
import { errorMessage } from '../../components/utils/api';
import {
	createTemplate,
	deleteTemplate,
	fetchTemplates,
	updateTemplatePost,
} from './api';
import {
	exportFileName,
	downloadJson,
} from '../../components/post-list/download';
import { exportTemplates, parseImportText } from './import-export';
import { useRemoteImport } from './remote-import';
import type { TemplateExport, TemplateSummary } from './types';

export type ListStatus = 'loading' | 'ready' | 'error';

/** The list's state and what can be done to it. */
export interface TemplateList {
	status: ListStatus;
	templates: TemplateSummary[];
	/** The server's message when the list failed to load. */
	error: string;
	/** Ids of rows with a request under way. */
	busy: number[];
	reload: () => Promise< void >;
	create: () => Promise< number | null >;
	rename: ( template: TemplateSummary, title: string ) => Promise< boolean >;
	duplicate: ( template: TemplateSummary ) => Promise< void >;
	remove: ( template: TemplateSummary ) => Promise< void >;
	toggleStatus: ( template: TemplateSummary ) => Promise< void >;
	exportTemplate: ( template: TemplateSummary ) => void;
	importFile: ( file: File ) => Promise< boolean >;
	importRemote: ( url: string ) => Promise< boolean >;
}

/**
 * Loads the template list and performs its actions, with notices.
 */
export function useTemplateList(): TemplateList {
	const notify = useCreateNotification();
	const [ status, setStatus ] = useState< ListStatus >( 'loading' );
	const [ templates, setTemplates ] = useState< TemplateSummary[] >( [] );
	const [ error, setError ] = useState( '' );
	const [ busy, withRow ] = useBusyIds();
	const mounted = useRef( true );
	useEffect(
		() => () => {
			mounted.current = false;
		},
		[]
	);

	const reload = useCallback( async () => {
		try {
			const fetched = await fetchTemplates();
			// New templates this tab left empty (the editor was left another
			// way than its Back button) go, rather than pile up.
			const discarded = await Promise.all(
				fetched.map( ( template ) => discardIfLeftEmpty( template ) )
			);
			const list = fetched.filter( ( _, index ) => ! discarded[ index ] );
			if ( mounted.current ) {
				setTemplates( list );
				setStatus( 'ready' );
			}
		} catch ( caught ) {
			if ( mounted.current ) {
				setError(
					errorMessage(
						caught,
						__( 'The templates could not be loaded.', 'uipress' )
					)
				);
				setStatus( 'error' );
			}
		}
	}, [] );

	useEffect( () => {
		reload();
	}, [ reload ] );

	const fail = useCallback(
		( title: string, caught: unknown ) =>
			notify( {
				title,
				message: errorMessage( caught, '' ),
				status: 'error',
			} ),
		[ notify ]
	);

	const create = useCallback( async () => {
		try {
			const created = await createTemplate( {
				title: untitledTemplateTitle(),
				status: 'draft',
				fields: { type: 'ui-template', content: [] },
			} );
			markFresh( created.id );
			return created.id;
		} catch ( caught ) {
			fail( __( 'Unable to create template', 'uipress' ), caught );
			return null;
		}
	}, [ fail ] );

	const replaceRow = ( updated: TemplateSummary ) =>
		setTemplates( ( list ) =>
			list.map( ( item ) => ( item.id === updated.id ? updated : item ) )
		);

	const rename = useCallback(
		( template: TemplateSummary, title: string ) =>
			withRow( template.id, async () => {
				try {
					replaceRow(
						await updateTemplatePost( template.id, { title } )
					);
					return true;
				} catch ( caught ) {
					fail(
						__( 'Unable to rename template', 'uipress' ),
						caught
					);
					return false;
				}
			} ),
		[ withRow, fail ]
	);

	const duplicate = useCallback(
		( template: TemplateSummary ) =>
			withRow( template.id, async () => {
				try {
					await createTemplate( {
						title: sprintf(
							/* translators: %s: the original template's title. */
							__( '%s (copy)', 'uipress' ),
							template.title
						),
						status: 'draft',
						fields: template.fields,
					} );
					notify( {
						title: __( 'Template duplicated', 'uipress' ),
						status: 'success',
					} );
					await reload();
				} catch ( caught ) {
					fail(
						__( 'Unable to duplicate template', 'uipress' ),
						caught
					);
				}
			} ),
		[ withRow, fail, notify, reload ]
	);

	const remove = useCallback(
		( template: TemplateSummary ) =>
			withRow( template.id, async () => {
				try {
					await deleteTemplate( template.id );
					setTemplates( ( list ) =>
						list.filter( ( item ) => item.id !== template.id )
					);
					notify( {
						title: __( 'Template deleted', 'uipress' ),
						status: 'success',
					} );
				} catch ( caught ) {
					fail(
						__( 'Unable to delete template', 'uipress' ),
						caught
					);
				}
			} ),
		[ withRow, fail, notify ]
	);

	const toggleStatus = useCallback(
		( template: TemplateSummary ) =>
			withRow( template.id, async () => {
				try {
					replaceRow(
						await updateTemplatePost( template.id, {
							status:
								template.status === 'publish'
									? 'draft'
									: 'publish',
						} )
					);
				} catch ( caught ) {
					fail(
						__(
							'Unable to change the template’s status',
							'uipress'
						),
						caught
					);
				}
			} ),
		[ withRow, fail ]
	);

	const exportTemplate = useCallback( ( template: TemplateSummary ) => {
		downloadJson(
			exportFileName( template.title ),
			exportTemplates( [ template ] )
		);
	}, [] );

	/** Saves imported templates as drafts, one by one. */
	const saveImports = useCallback(
		async ( items: TemplateExport[] ) => {
			for ( const item of items ) {
				await createTemplate( {
					title: item.title,
					status: 'draft',
					fields: item.uipress,
				} );
			}
			await reload();
		},
		[ reload ]
	);

	const importFile = useCallback(
		async ( file: File ) => {
			try {
				const items = parseImportText(
					await file.text(),
					__( 'Imported template', 'uipress' )
				);
				await saveImports( items );
				notify( {
					title: __( 'Template imported', 'uipress' ),
					status: 'success',
				} );
				return true;
			} catch ( caught ) {
				fail( __( 'Unable to import template', 'uipress' ), caught );
				return false;
			}
		},
		[ saveImports, notify, fail ]
	);

	const importWithNotices = useRemoteImport();
	const importRemote = useCallback(
		async ( url: string ) => {
			const imported = await importWithNotices( url );
			if ( imported ) {
				await reload();
			}
			return imported !== null;
		},
		[ importWithNotices, reload ]
	);

	return {
		status,
		templates,
		error,
		busy,
		reload,
		create,
		rename,
		duplicate,
		remove,
		toggleStatus,
		exportTemplate,
		importFile,
		importRemote,
	};
}
