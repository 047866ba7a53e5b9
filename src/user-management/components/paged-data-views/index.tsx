/**
 * A DataViews list fed by the server paging shape of `/users` and
 * `/activity` (api/paging.ts): search, filters and order go to the server,
 * the page beside the one shown is asked by cursor, view choices are kept
 * per user. The users app, the activity log and their blocks share it.
 */

/**
 * WordPress dependencies
 */
import type {
	Action,
	Field,
	SupportedLayouts,
	View,
} from '@wordpress/dataviews/wp';
import { Button, Notice } from '@wordpress/components';
import { useEffect } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { ReactElement, ReactNode } from 'react';

/**
 * Internal dependencies
 */
import type { PagedAnswer } from '../../api/paging';
import { DataViews } from './data-views';
import { useKeptView } from '../../../components/data-views/use-kept-view';
import { type FetchPage, usePagedList } from './use-paged-list';
import './paged-data-views.scss';

export type { FetchPage } from './use-paged-list';
export { pageRequest } from './page-request';

export interface PagedDataViewsOptions< Item, Query > {
	/** Where the user's view choices are kept; none in the builder. */
	preferenceKey?: string;
	/** The view before the user's choices (its perPage is the default). */
	initialView: View;
	/** The layouts offered; a kept choice of another one is ignored. */
	defaultLayouts: SupportedLayouts;
	/** The server query of a view: search, filters, order (not the page). */
	toQuery: ( view: View ) => Query;
	/** Asks for one page; keep it stable (useCallback or module level). */
	fetchPage: FetchPage< Item, Query >;
	/** False asks nothing (no access, the builder). */
	enabled?: boolean;
}

export interface PagedDataViewsState< Item > {
	view: View;
	setView: ( next: View ) => void;
	defaultLayouts: SupportedLayouts;
	answer: PagedAnswer< Item > | undefined;
	loading: boolean;
	error: string | null;
	errorStatus: number | null;
	refresh: () => void;
}

/**
 * The state of a paged list: its view (kept per user) and the page the
 * server answered for it. A page past the end (rows were deleted) moves to
 * the last one.
 *
 * @param options The list's options.
 */
export function usePagedDataViews< Item, Query >(
	options: PagedDataViewsOptions< Item, Query >
): PagedDataViewsState< Item > {
	const { preferenceKey, initialView, defaultLayouts, toQuery, fetchPage } =
		options;
	const [ view, setView, ready ] = useKeptView(
		preferenceKey,
		initialView,
		Object.keys( defaultLayouts )
	);
	const page = view.page ?? 1;
	const list = usePagedList(
		fetchPage,
		toQuery( view ),
		page,
		view.perPage ?? 20,
		( options.enabled ?? true ) && ready
	);
	const { answer, loading } = list;

	useEffect( () => {
		if (
			answer &&
			! loading &&
			answer.items.length === 0 &&
			page > 1 &&
			page > answer.totalPages
		) {
			setView( { ...view, page: Math.max( 1, answer.totalPages ) } );
		}
	}, [ answer, loading, page, view, setView ] );

	return { view, setView, defaultLayouts, ...list };
}

export interface PagedDataViewsProps< Item > {
	list: PagedDataViewsState< Item >;
	fields: Field< Item >[];
	getItemId: ( item: Item ) => string;
	actions?: Action< Item >[];
	search?: boolean;
	searchLabel?: string;
	/** Shown when the query matches nothing. */
	empty?: ReactNode;
	selection?: string[];
	onChangeSelection?: ( ids: string[] ) => void;
	onClickItem?: ( item: Item ) => void;
	isItemClickable?: ( item: Item ) => boolean;
	/** Page sizes offered in the view options. */
	perPageSizes?: number[];
	className?: string;
}

type ListViewsProps< Item > = Omit<
	PagedDataViewsProps< Item >,
	'list' | 'perPageSizes' | 'className'
> & {
	data: Item[];
	view: View;
	onChangeView: ( next: View ) => void;
	isLoading: boolean;
	paginationInfo: { totalItems: number; totalPages: number };
	defaultLayouts: SupportedLayouts;
	config?: { perPageSizes: number[] };
};

// DataViews types getItemId by whether Item has an `id`, which a generic
// Item leaves open; these props (getItemId given) fit every Item.
const ListViews = DataViews as unknown as < Item >(
	props: ListViewsProps< Item >
) => ReactElement | null;

/**
 * The list: DataViews with the page the server answered, a notice with the
 * server's message (and "Try again") when the request failed.
 *
 * @param props The list state (usePagedDataViews) and DataViews' props.
 */
export function PagedDataViews< Item >(
	props: PagedDataViewsProps< Item >
): ReactElement {
	const { list, perPageSizes, className, ...dataViewsProps } = props;
	const { answer, view, setView, loading, error, refresh, defaultLayouts } =
		list;
	const viewsProps: ListViewsProps< Item > = {
		...dataViewsProps,
		data: answer?.items ?? [],
		view,
		onChangeView: setView,
		isLoading: loading,
		paginationInfo: {
			totalItems: answer?.total ?? 0,
			totalPages: answer?.totalPages ?? 0,
		},
		defaultLayouts,
		config: perPageSizes ? { perPageSizes } : undefined,
	};
	return (
		<div
			className={ [ 'uip-paged-data-views', className ]
				.filter( Boolean )
				.join( ' ' ) }
		>
			{ error && (
				<Notice
					status="error"
					isDismissible={ false }
					className="uip-paged-data-views__error"
				>
					<p>{ error }</p>
					<Button
						variant="secondary"
						size="small"
						onClick={ refresh }
					>
						{ __( 'Try again', 'uipress' ) }
					</Button>
				</Notice>
			) }
			<ListViews< Item > { ...viewsProps } />
		</div>
	);
}
