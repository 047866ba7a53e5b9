/**
 * External dependencies
 */
import type { MouseEvent } from 'react';

/**
 * WordPress dependencies
 */
import { humanTimeDiff } from '@wordpress/date';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import LoadingSpinner from '../../components/spinner';
import type { BlockComponentProps } from '../../engine/types';
import { pageEngineConfig } from '../../engine/renderer/page-engine-config';
import { isPlainClick } from '../../runtime/frame-links';
import type { ActivityRow } from '../../user-management/api/activity';
import { isRecord } from '../../shared/is-record';
import { openPage } from '../shared/open-page';
import { activityLogSettings } from './activity-log-options';
import { useActivityLog } from './use-activity-log';
import './activity-log.scss';

/**
 * Whether the page says user management is on (the builder's page prints
 * `userManagementEnabled`).
 */
function userManagementOn(): boolean {
	const config: unknown = window.uipressConfig;
	return isRecord( config ) && config.userManagementEnabled === true;
}

/**
 * The activity log screen, from the site's admin address.
 *
 * @param adminUrl The site's admin address, with its trailing slash.
 */
function activityScreenUrl( adminUrl: string ): string {
	return adminUrl ? `${ adminUrl }users.php?page=uip-activity` : '';
}

/**
 * The Activity block: the newest entries of the activity log (who, what,
 * which object, when) for dashboards. Viewers who may not manage users,
 * and sites with user management off, get nothing; the builder says why.
 *
 * @param props         Component props.
 * @param props.options The block's options.
 * @param props.mode    Display mode.
 */
export default function ActivityLog( { options, mode }: BlockComponentProps ) {
	const builder = mode === 'builder';
	// The builder knows the switch and asks nothing while it is off.
	const switchedOff = builder && ! userManagementOn();
	const settings = activityLogSettings( options );
	const { context } = pageEngineConfig();
	const state = useActivityLog( settings, context.user.id, ! switchedOff );

	if ( switchedOff ) {
		return (
			<div className="uip-activity-log uip-activity-log--note">
				<p>
					{ __(
						'User management blocks need User management turned on in UiPress settings.',
						'uipress'
					) }
				</p>
			</div>
		);
	}
	// Viewers the log is not for see nothing: not even a box that loads,
	// then vanishes.
	if (
		! builder &&
		( state.status === 'hidden' || state.status === 'loading' )
	) {
		return null;
	}
	if ( state.status === 'hidden' ) {
		return (
			<div className="uip-activity-log uip-activity-log--note">
				<p>
					{ state.reason === 'off'
						? __(
								'User management blocks need User management turned on in UiPress settings.',
								'uipress'
							)
						: __(
								'Only users who may manage users see this block; you cannot.',
								'uipress'
							) }
				</p>
			</div>
		);
	}

	const title = settings.title || __( 'Recent activity', 'uipress' );
	const allUrl = activityScreenUrl( context.site.adminUrl );

	const onClick = ( event: MouseEvent< HTMLAnchorElement > ) => {
		if ( mode === 'builder' ) {
			event.preventDefault();
			return;
		}
		// Ctrl, Shift and middle clicks do what the browser does.
		if ( isPlainClick( event ) ) {
			event.preventDefault();
			openPage( event.currentTarget.href );
		}
	};

	return (
		<section
			className="uip-activity-log"
			aria-busy={ state.status === 'loading' }
			aria-label={ title }
		>
			<div className="uip-activity-log__header">
				<h2 className="uip-activity-log__title">{ title }</h2>
				{ allUrl && (
					<a
						className="uip-activity-log__all"
						href={ allUrl }
						onClick={ onClick }
					>
						{ __( 'View all', 'uipress' ) }
					</a>
				) }
			</div>
			{ state.status === 'loading' && (
				<LoadingSpinner label={ __( 'Loading activity', 'uipress' ) } />
			) }
			{ state.status === 'error' && (
				<p className="uip-activity-log__message" role="alert">
					{ state.message }
				</p>
			) }
			{ state.status === 'ready' && state.rows.length === 0 && (
				<p className="uip-activity-log__message">
					{ __( 'No activity yet.', 'uipress' ) }
				</p>
			) }
			{ state.status === 'ready' && state.rows.length > 0 && (
				<ul className="uip-activity-log__list">
					{ state.rows.map( ( row ) => (
						<ActivityEntry
							key={ row.id }
							row={ row }
							onClick={ onClick }
						/>
					) ) }
				</ul>
			) }
		</section>
	);
}

interface ActivityEntryProps {
	row: ActivityRow;
	onClick: ( event: MouseEvent< HTMLAnchorElement > ) => void;
}

/**
 * One entry: the user's avatar, what was done to which object, by whom
 * and when.
 *
 * @param props         Component props.
 * @param props.row     The entry.
 * @param props.onClick Opens a link in the content frame.
 */
function ActivityEntry( { row, onClick }: ActivityEntryProps ) {
	const name = row.objectName || row.objectId;
	return (
		<li className="uip-activity-log__entry">
			{ row.user.avatar ? (
				<img
					className="uip-activity-log__avatar"
					src={ row.user.avatar }
					alt=""
					loading="lazy"
				/>
			) : (
				<span className="uip-activity-log__avatar" />
			) }
			<div className="uip-activity-log__text">
				<span className="uip-activity-log__what">
					{ row.actionLabel }
					{ name && ': ' }
					{ name &&
						( row.objectUrl ? (
							<a href={ row.objectUrl } onClick={ onClick }>
								{ name }
							</a>
						) : (
							<span>{ name }</span>
						) ) }
				</span>
				<span className="uip-activity-log__meta">
					<span className="uip-activity-log__user">
						{ row.user.name || __( 'Visitor', 'uipress' ) }
					</span>
					<time dateTime={ row.date }>
						{ humanTimeDiff( row.date, undefined ) }
					</time>
				</span>
			</div>
		</li>
	);
}
