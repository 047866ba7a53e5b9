/**
 * External dependencies
 */
import type { MouseEvent } from 'react';

/**
 * WordPress dependencies
 */
import { useMemo, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { safeMenuUrl } from '../../engine/renderer/links';
import { pageEngineConfig } from '../../engine/renderer/page-engine-config';
import type { BlockComponentProps } from '../../engine/types';
import { adminBaseUrl } from '../../runtime/admin-base';
import {
	PAGE_EVENTS,
	type BreadcrumbTrailItem,
	usePageEvent,
} from '../../runtime/events';
import { isPlainClick, openInFrame } from '../../runtime/open-admin-page';
import { readRuntime } from '../../runtime/runtime-config';
import BlockIcon from '../shared/block-icon';
import './breadcrumbs.scss';

/**
 * The crumbs of an update event; malformed entries are dropped.
 *
 * @param value The event's `crumbs`.
 */
export function parseCrumbs( value: unknown ): BreadcrumbTrailItem[] {
	if ( ! Array.isArray( value ) ) {
		return [];
	}
	return value.flatMap( ( entry: unknown ) => {
		const crumb = entry as { name?: unknown; url?: unknown } | null;
		return crumb && typeof crumb.name === 'string' && crumb.name
			? [
					{
						name: crumb.name,
						url:
							typeof crumb.url === 'string'
								? safeMenuUrl( crumb.url )
								: '',
					},
				]
			: [];
	} );
}

/**
 * The site's name and admin URL: from the interface's configuration, else
 * (the builder, the preview) from the engine's, which every page that
 * renders templates carries; 'Site' only when neither names it.
 */
function siteStart(): { name: string; adminUrl: string } {
	const runtimeSite = readRuntime()?.site;
	const engineSite = pageEngineConfig().context.site;
	return {
		name: runtimeSite?.name || engineSite.title || __( 'Site', 'uipress' ),
		adminUrl:
			runtimeSite?.adminUrl || engineSite.adminUrl || adminBaseUrl(),
	};
}

/**
 * The breadcrumbs block: the site's name, which leads to the admin home,
 * then the trail of the last `uipress/breadcrumbs/update` event. (No
 * "Admin" crumb: every page the trail names is in the admin.)
 *
 * @param props      Component props.
 * @param props.mode Display mode.
 */
export default function Breadcrumbs( { mode }: BlockComponentProps ) {
	const start = useMemo( () => {
		const site = siteStart();
		return [ { name: site.name, url: site.adminUrl } ];
	}, [] );
	const [ trail, setTrail ] = useState< BreadcrumbTrailItem[] >( [] );
	usePageEvent( PAGE_EVENTS.breadcrumbsUpdate, ( detail ) =>
		setTrail( parseCrumbs( detail.crumbs ) )
	);

	const crumbs = [ ...start, ...trail ];
	const onClick = ( event: MouseEvent, url: string ) => {
		if ( mode === 'builder' ) {
			event.preventDefault();
		} else if ( isPlainClick( event ) && openInFrame( url ) ) {
			event.preventDefault();
		}
	};

	return (
		<nav
			className="uip-breadcrumbs"
			aria-label={ __( 'Breadcrumbs', 'uipress' ) }
		>
			<ol className="uip-breadcrumbs__list">
				{ crumbs.map( ( crumb, index ) => {
					const last = index === crumbs.length - 1;
					return (
						<li
							key={ `${ index }-${ crumb.url }` }
							className="uip-breadcrumbs__item"
						>
							{ index > 0 && (
								<BlockIcon
									name="chevron_right"
									className="uip-breadcrumbs__separator"
								/>
							) }
							{ crumb.url && ! last ? (
								<a
									className="uip-breadcrumbs__link"
									href={ crumb.url }
									onClick={ ( event ) =>
										onClick( event, crumb.url )
									}
								>
									{ crumb.name }
								</a>
							) : (
								<span
									className="uip-breadcrumbs__link uip-breadcrumbs__link--current"
									aria-current={ last ? 'page' : undefined }
								>
									{ crumb.name }
								</span>
							) }
						</li>
					);
				} ) }
			</ol>
		</nav>
	);
}
