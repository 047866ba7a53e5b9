/**
 * The list of a kind of UiPress post (templates, custom menus) on
 * DataViews: search, status and audience filters, sort, pages, bulk
 * actions, export of the selection, import of files; the network's posts
 * read-only below. Each screen passes its kind (EntityConfig).
 */

/**
 * WordPress dependencies
 */
import { Button, FormFileUpload, Notice, Spinner } from '@wordpress/components';
import {
	DataViews,
	filterSortAndPaginate,
	type Action,
	type Field,
	type SupportedLayouts,
	type View,
} from '@wordpress/dataviews/wp';
import { useCallback, useMemo, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { ReactElement } from 'react';

/**
 * Internal dependencies
 */
import { useCreateNotification } from '../../engine/notifications';
import { useKeptView } from '../data-views/use-kept-view';
import { errorMessage } from '../utils/api';
import ConfirmDelete from '../post-list/confirm-delete';
import { useRoleNames } from '../post-list/use-role-names';
import ImportResults from './import-results';
import NetworkSection from './network/network-section';
import { useNetworkList } from './network/use-network-list';
import { useEntityActions } from './use-entity-actions';
import { useEntityFields } from './fields';
import { useEntityItems } from './use-entity-items';
import { useEntityOperations } from './use-entity-operations';
import { useImport } from './use-import';
import type { EntityConfig, EntityItem } from './types';
import './entity-list.scss';

const LAYOUTS: SupportedLayouts = { table: {} };

/**
 * The first view: live posts (the trash is a filter away), 20 a page.
 *
 * @param ordered Whether the kind has an order of precedence.
 * @param extra   The ids of the kind's own fields.
 */
export function initialView( ordered: boolean, extra: string[] = [] ): View {
	return {
		type: 'table',
		search: '',
		page: 1,
		perPage: 20,
		filters: [
			{
				field: 'status',
				operator: 'isAny',
				value: [ 'publish', 'draft' ],
			},
		],
		sort: ordered
			? { field: 'order', direction: 'asc' }
			: { field: 'modified', direction: 'desc' },
		fields: [
			...( ordered ? [ 'order' ] : [] ),
			...extra,
			'status',
			'audience',
			'modified',
		],
		titleField: 'title',
	};
}

interface ListViewsProps< Item > {
	data: Item[];
	fields: Field< Item >[];
	actions: Action< Item >[];
	view: View;
	onChangeView: ( next: View ) => void;
	getItemId: ( item: Item ) => string;
	paginationInfo: { totalItems: number; totalPages: number };
	defaultLayouts: SupportedLayouts;
	search: boolean;
	searchLabel: string;
}

// DataViews types getItemId by whether Item has a string `id`, which a
// generic Item leaves open; these props (getItemId given) fit every Item.
const ListViews = DataViews as unknown as < Item >(
	props: ListViewsProps< Item >
) => ReactElement | null;

interface EntityListProps< Item extends EntityItem > {
	config: EntityConfig< Item >;
	/** Opens a post in its editor. */
	onOpen: ( id: number ) => void;
}

/**
 * The list, its toolbar (create, import files, the kind's own) and states.
 *
 * @param props        Component props.
 * @param props.config The kind.
 * @param props.onOpen Opens a post.
 */
export default function EntityList< Item extends EntityItem >( {
	config,
	onOpen,
}: EntityListProps< Item > ) {
	const { labels, order, extraFields } = config;
	const list = useEntityItems( config );
	const ops = useEntityOperations( config, list );
	const imports = useImport( config.importText, list.reload );
	const network = useNetworkList( config.kind );
	const roleNames = useRoleNames();
	const [ deleting, setDeleting ] = useState< Item[] | null >( null );
	const [ creating, setCreating ] = useState( false );
	const [ view, setView ] = useKeptView(
		config.preferenceKey,
		useMemo(
			() =>
				initialView(
					!! order,
					( extraFields ?? [] ).map( ( field ) => field.id )
				),
			[ order, extraFields ]
		),
		Object.keys( LAYOUTS )
	);
	const fields = useEntityFields( config, list.items, roleNames, onOpen );
	const actions = useEntityActions(
		config,
		list.items,
		ops,
		useCallback( ( items: Item[] ) => setDeleting( items ), [] ),
		onOpen
	);
	const notify = useCreateNotification();
	const shown = useMemo(
		() => filterSortAndPaginate( list.items, view, fields ),
		[ list.items, view, fields ]
	);

	const create = async () => {
		setCreating( true );
		try {
			onOpen( await config.create() );
		} catch ( caught ) {
			notify( {
				title: labels.createFailed,
				message: errorMessage( caught ),
				status: 'error',
			} );
		}
		setCreating( false );
	};

	return (
		<div className="uip-entity-list">
			<div className="uip-entity-list__toolbar">
				<Button
					variant="primary"
					onClick={ create }
					isBusy={ creating }
					disabled={ creating }
				>
					{ labels.create }
				</Button>
				<FormFileUpload
					accept=".json,application/json"
					multiple
					render={ ( { openFileDialog } ) => (
						<Button
							variant="secondary"
							onClick={ openFileDialog }
							disabled={ imports.progress !== null }
						>
							{ __( 'Import from file', 'uipress' ) }
						</Button>
					) }
					onChange={ ( event ) => {
						const files = Array.from(
							event.currentTarget.files ?? []
						);
						event.currentTarget.value = '';
						imports.importFiles( files );
					} }
				/>
				{ config.toolbar?.( list.reload ) }
			</div>

			<ImportResults
				state={ imports }
				failedTitle={ labels.importFailed }
			/>

			{ list.status === 'loading' && (
				<p className="uip-entity-list__loading" role="status">
					<Spinner />
					<span>{ labels.loading }</span>
				</p>
			) }

			{ list.status === 'error' && (
				<Notice status="error" isDismissible={ false }>
					<p>{ labels.loadError }</p>
					<p>{ list.error }</p>
					<Button variant="secondary" onClick={ list.reload }>
						{ __( 'Try again', 'uipress' ) }
					</Button>
				</Notice>
			) }

			{ list.status === 'ready' && list.items.length === 0 && (
				<div className="uip-entity-list__empty">
					<p>{ labels.empty }</p>
				</div>
			) }

			{ list.status === 'ready' && list.items.length > 0 && (
				<>
					{ order && (
						<p className="uip-entity-list__help">{ order.help }</p>
					) }
					<div className="uip-entity-list__views">
						<ListViews< Item >
							data={ shown.data }
							fields={ fields }
							actions={ actions }
							view={ view }
							onChangeView={ setView }
							getItemId={ ( item ) => String( item.id ) }
							paginationInfo={ shown.paginationInfo }
							defaultLayouts={ LAYOUTS }
							search
							searchLabel={ __( 'Search', 'uipress' ) }
						/>
					</div>
				</>
			) }

			{ list.status !== 'loading' && (
				<NetworkSection
					kind={ config.kind }
					items={ network.items }
					roleNames={ roleNames }
				/>
			) }

			{ deleting && (
				<ConfirmDelete
					heading={ labels.deleteHeading }
					message={ labels.deleteMessage( deleting.length ) }
					onCancel={ () => setDeleting( null ) }
					onConfirm={ () => {
						ops.remove( deleting );
						setDeleting( null );
					} }
				/>
			) }
		</div>
	);
}
