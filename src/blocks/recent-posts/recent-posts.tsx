/**
 * External dependencies
 */
import type { MouseEvent } from 'react';

/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import LoadingSpinner from '../../components/spinner';
import BlockIcon from '../shared/block-icon';
import type { BlockComponentProps } from '../../engine/types';
import { isPlainClick } from '../../runtime/frame-links';
import { openPage } from '../shared/open-page';
import {
	chosenPostTypes,
	limitedToAuthor,
	postsPerPage,
} from '../shared/post-options';
import type { PostRow } from '../shared/posts-api';
import { siteDate } from '../shared/site-date';
import { useRecentPosts } from './use-recent-posts';
import './recent-posts.scss';

/**
 * Where a post's title leads: its edit screen when the user may edit it,
 * else its page.
 *
 * @param post The post.
 */
function postUrl( post: PostRow ): string {
	return post.editLink || post.link;
}

/**
 * The recent posts block (spec: recent posts): the latest posts of the
 * chosen types, with author, date, type and image.
 *
 * @param props         Component props.
 * @param props.options The block's options.
 * @param props.mode    Display mode.
 */
export default function RecentPosts( { options, mode }: BlockComponentProps ) {
	const { posts, loading, more, showMore } = useRecentPosts( {
		postTypes: chosenPostTypes( options, 'activePostTypes', [ 'post' ] ),
		perPage: postsPerPage( options ),
		limitToAuthor: limitedToAuthor( options ),
	} );

	// Without a featured image a post shows none; only where others show
	// one does it get an icon of its type, so the titles stay in line.
	const anyImage = posts.some( ( post ) => post.img );

	const onClick = ( event: MouseEvent, post: PostRow ) => {
		if ( mode === 'builder' ) {
			event.preventDefault();
			return;
		}
		// Ctrl, Shift and middle clicks do what the browser does.
		if ( isPlainClick( event ) ) {
			event.preventDefault();
			openPage( postUrl( post ) );
		}
	};

	return (
		<div className="uip-recent-posts" aria-busy={ loading }>
			{ posts.length > 0 && (
				<ul className="uip-recent-posts__list">
					{ posts.map( ( post ) => (
						<li key={ post.id } className="uip-recent-posts__post">
							{ post.img ? (
								<img
									className="uip-recent-posts__image"
									src={ post.img }
									alt=""
									loading="lazy"
								/>
							) : (
								anyImage && (
									<BlockIcon
										name={
											post.type === 'page'
												? 'description'
												: 'article'
										}
										className="uip-recent-posts__image uip-recent-posts__image--none"
									/>
								)
							) }
							<div className="uip-recent-posts__text">
								{ postUrl( post ) ? (
									<a
										className="uip-recent-posts__title"
										href={ postUrl( post ) }
										onClick={ ( event ) =>
											onClick( event, post )
										}
									>
										{ post.name }
									</a>
								) : (
									<span className="uip-recent-posts__title">
										{ post.name }
									</span>
								) }
								<span className="uip-recent-posts__meta">
									<span>{ post.author }</span>
									<time dateTime={ post.date }>
										{ siteDate( post.date ) }
									</time>
									<span>{ post.typeLabel }</span>
								</span>
							</div>
						</li>
					) ) }
				</ul>
			) }
			{ loading && (
				<LoadingSpinner label={ __( 'Loading posts', 'uipress' ) } />
			) }
			{ ! loading && posts.length === 0 && (
				<p className="uip-recent-posts__empty">
					{ __( 'Nothing posts found', 'uipress' ) }
				</p>
			) }
			{ ! loading && more && (
				<Button
					__next40pxDefaultSize
					variant="secondary"
					className="uip-recent-posts__more"
					onClick={ showMore }
				>
					{ __( 'Show more', 'uipress' ) }
				</Button>
			) }
		</div>
	);
}
