/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { useRendererViewport } from '../../engine/renderer/block-hooks';
import type { BlockComponentProps } from '../../engine/types';
import { useSmallScreen } from '../../runtime/small-screen';
import AccountMenu, { readAccount } from '../shared/account-menu';

/**
 * The account block: the signed-in user's account menu (avatar and name,
 * Edit profile, Log out). On a small screen the button is the avatar
 * alone.
 *
 * @param props         Component props.
 * @param props.options The block's options.
 * @param props.mode    Display mode.
 */
export default function Account( { options, mode }: BlockComponentProps ) {
	const small = useSmallScreen( useRendererViewport() );
	const user = useMemo( readAccount, [] );
	// Every screen that renders templates carries the account.
	return user ? (
		<AccountMenu
			user={ user }
			mode={ mode }
			showName={ options.showName !== false && ! small }
		/>
	) : null;
}
