/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

interface QueryPaginationProps {
	page: number;
	totalPages: number;
	onChange: ( page: number ) => void;
}

/**
 * Previous and next page buttons (spec: previous disabled on page 1, next
 * disabled on the last page) and where the reader is.
 *
 * @param props            Component props.
 * @param props.page       Current page, from 1.
 * @param props.totalPages Number of pages.
 * @param props.onChange   Goes to a page.
 */
export default function QueryPagination( {
	page,
	totalPages,
	onChange,
}: QueryPaginationProps ) {
	return (
		<nav
			className="uip-query-loop__pagination"
			aria-label={ __( 'Results pages', 'uipress' ) }
		>
			<button
				type="button"
				className="button"
				disabled={ page <= 1 }
				onClick={ () => onChange( page - 1 ) }
			>
				{ __( 'Previous page', 'uipress' ) }
			</button>
			<span className="uip-query-loop__page">
				{ sprintf(
					/* translators: 1: current page number, 2: number of pages. */
					__( 'Page %1$d of %2$d', 'uipress' ),
					page,
					totalPages
				) }
			</span>
			<button
				type="button"
				className="button"
				disabled={ page >= totalPages }
				onClick={ () => onChange( page + 1 ) }
			>
				{ __( 'Next page', 'uipress' ) }
			</button>
		</nav>
	);
}
