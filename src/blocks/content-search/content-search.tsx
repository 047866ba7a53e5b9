/**
 * External dependencies
 */
import type { MouseEvent } from 'react';

/**
 * WordPress dependencies
 */
import { Button, SearchControl, SelectControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import LoadingSpinner from '../../components/spinner';
import type { BlockComponentProps } from '../../engine/types';
import { isPlainClick } from '../../runtime/frame-links';
import BlockIcon from '../shared/block-icon';
import { openPage } from '../shared/open-page';
import {
	chosenPostTypes,
	limitedToAuthor,
	DEFAULT_POSTS_PER_PAGE,
} from '../shared/post-options';
import type { SearchResult } from '../shared/posts-api';
import { siteDate } from '../shared/site-date';
import { useContentSearch } from './use-content-search';
import './content-search.scss';

const resultUrl = ( result: SearchResult ) => result.editLink || result.link;

/**
 * The search block (spec: search block): searches the chosen post types as
 * the user types, with a type filter; a result opens in the page content.
 *
 * @param props         Component props.
 * @param props.options The block's options.
 * @param props.mode    Display mode.
 */
export default function ContentSearch( {
	options,
	mode,
}: BlockComponentProps ) {
	const {
		request,
		results,
		shownFor,
		loading,
		setText,
		setFilter,
		showMore,
	} = useContentSearch( {
		postTypes: chosenPostTypes( options, 'searchPostTypes', [
			'post',
			'page',
		] ),
		perPage: DEFAULT_POSTS_PER_PAGE,
		limitToAuthor: limitedToAuthor( options ),
	} );

	const onClick = ( event: MouseEvent, result: SearchResult ) => {
		if ( mode === 'builder' ) {
			event.preventDefault();
			return;
		}
		if ( isPlainClick( event ) ) {
			event.preventDefault();
			openPage( resultUrl( result ) );
		}
	};

	const typeChoices = [
		{ value: 'all', label: __( 'All types', 'uipress' ) },
		...results.types.map( ( type ) => ( {
			value: type.name,
			label: sprintf(
				/* translators: 1: post type name, 2: number of matches. */
				__( '%1$s (%2$d)', 'uipress' ),
				type.label,
				type.count
			),
		} ) ),
	];
	const shownPage = shownFor?.page ?? 0;

	return (
		<div className="uip-content-search" role="search">
			<div className="uip-content-search__controls">
				<SearchControl
					__nextHasNoMarginBottom
					className="uip-content-search__field"
					label={ __( 'Search content', 'uipress' ) }
					placeholder={ __( 'Search content', 'uipress' ) }
					value={ request.text }
					onChange={ ( text: string ) => setText( text ) }
				/>
				{ shownFor && results.types.length > 0 && (
					<SelectControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						className="uip-content-search__filter"
						label={ __( 'Type', 'uipress' ) }
						value={ request.filter }
						options={ typeChoices }
						onChange={ ( filter: string ) => setFilter( filter ) }
					/>
				) }
			</div>
			{ loading && (
				<LoadingSpinner label={ __( 'Searching', 'uipress' ) } />
			) }
			{ shownFor && results.posts.length > 0 && (
				<ul className="uip-content-search__results">
					{ results.posts.map( ( result ) => (
						<li
							key={ result.id }
							className="uip-content-search__result"
						>
							<BlockIcon
								name={ result.icon || 'article' }
								className="uip-content-search__icon"
							/>
							<div className="uip-content-search__text">
								{ resultUrl( result ) ? (
									<a
										className="uip-content-search__title"
										href={ resultUrl( result ) }
										onClick={ ( event ) =>
											onClick( event, result )
										}
									>
										{ result.name }
									</a>
								) : (
									<span className="uip-content-search__title">
										{ result.name }
									</span>
								) }
								<span className="uip-content-search__meta">
									<span>{ result.author }</span>
									<time dateTime={ result.modified }>
										{ siteDate( result.modified ) }
									</time>
									<span>{ result.typeLabel }</span>
								</span>
							</div>
						</li>
					) ) }
				</ul>
			) }
			{ shownFor && ! loading && results.posts.length === 0 && (
				<p className="uip-content-search__empty">
					{ __( 'Nothing found for query', 'uipress' ) }{ ' ' }
					<strong>{ shownFor.text }</strong>
				</p>
			) }
			{ shownFor && ! loading && shownPage < results.totalPages && (
				<Button
					__next40pxDefaultSize
					variant="secondary"
					className="uip-content-search__more"
					onClick={ showMore }
				>
					{ __( 'Show more', 'uipress' ) }
				</Button>
			) }
		</div>
	);
}
