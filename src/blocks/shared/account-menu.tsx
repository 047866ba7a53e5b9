/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { AccountMenu as Account, DisplayMode } from '../../engine/types';
import { readChrome, readRuntime } from '../../runtime/runtime-config';
import AccountAvatar from './account-avatar';
import AccountPanel from './account-panel-view';
import Disclosure from './disclosure';
import '../fullscreen-toggle/toggle-button.scss';
import './account-menu.scss';

/** The signed-in user's account menu the page carries, if any. */
export function readAccount(): Account | undefined {
	return readRuntime()?.account ?? readChrome()?.account;
}

/**
 * The account menu: a button with the avatar (and the name) that opens the
 * account panel (Edit profile, Log out…).
 *
 * @param props          Component props.
 * @param props.user     The account.
 * @param props.mode     Display mode: in the builder the links do nothing.
 * @param props.showName Whether the button shows the name.
 */
export default function AccountMenu( {
	user,
	mode,
	showName,
}: {
	user: Account;
	mode: DisplayMode;
	showName: boolean;
} ) {
	return (
		<Disclosure
			as="div"
			className="uip-account"
			buttonClassName="uip-toggle-button uip-account__toggle"
			label={ sprintf(
				/* translators: %s: the user's display name. */
				__( '%s: account menu', 'uipress' ),
				user.name
			) }
			title={ showName ? undefined : user.name }
			button={
				<>
					<AccountAvatar user={ user } />
					{ showName && (
						<span className="uip-account__name">{ user.name }</span>
					) }
				</>
			}
			panelClassName="uip-account__panel"
		>
			<AccountPanel user={ user } mode={ mode } />
		</Disclosure>
	);
}
