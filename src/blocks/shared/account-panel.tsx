/**
 * External dependencies
 */
import type { MouseEvent } from 'react';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { AccountMenu, DisplayMode } from '../../engine/types';
import { followInFrame } from '../../runtime/open-admin-page';
import AccountAvatar from './account-avatar';
import BlockIcon from './block-icon';
import './account-panel.scss';

export interface AccountPanelProps {
	user: AccountMenu;
	/** Display mode: in the builder the links do nothing. */
	mode: DisplayMode;
}

/**
 * What the account menu opens: the user's name, Edit profile, the entries
 * plugins add to the toolbar's account menu, and Log out. Log out leaves the
 * interface for the login screen in the whole window; the other entries
 * open in the page content frame.
 *
 * @param props      Component props.
 * @param props.user The account.
 * @param props.mode Display mode.
 */
export default function AccountPanel( { user, mode }: AccountPanelProps ) {
	const entries = [
		{
			id: 'edit-profile',
			name: __( 'Edit profile', 'uipress' ),
			url: user.profileUrl,
			target: '_self',
			icon: 'person',
		},
		...user.items.map( ( item ) => ( {
			...item,
			name: item.name || item.screenReaderName,
		} ) ),
		{
			id: 'logout',
			name: __( 'Log out', 'uipress' ),
			url: user.logoutUrl,
			target: '_self',
			icon: 'logout',
		},
	];
	const onClick = ( event: MouseEvent, url: string, target: string ) => {
		if ( mode === 'builder' ) {
			event.preventDefault();
			return;
		}
		followInFrame( event, url, target );
	};
	return (
		<>
			<p className="uip-account__user">
				<AccountAvatar user={ user } />
				<span>{ user.name }</span>
			</p>
			<ul className="uip-account__list">
				{ entries.map( ( entry ) => (
					<li key={ entry.id }>
						<a
							className="uip-account__link"
							href={ entry.url }
							target={
								entry.target === '_blank' ? '_blank' : undefined
							}
							rel={
								entry.target === '_blank'
									? 'noopener noreferrer'
									: undefined
							}
							onClick={ ( event ) =>
								onClick( event, entry.url, entry.target )
							}
						>
							<BlockIcon name={ entry.icon } />
							{ entry.name }
						</a>
					</li>
				) ) }
			</ul>
		</>
	);
}
