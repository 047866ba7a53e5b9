/**
 * Internal dependencies
 */
import type { AccountMenu } from '../../engine/types';
import BlockIcon from './block-icon';

/**
 * The user's avatar over a person icon: the icon shows where the site shows
 * no avatars or the image cannot load (an avatar service out of reach draws
 * no broken image). Decorative: the name is always said next to it.
 *
 * @param props      Component props.
 * @param props.user The account.
 */
export default function AccountAvatar( { user }: { user: AccountMenu } ) {
	return (
		<span className="uip-account__avatar">
			<BlockIcon name="person" />
			{ user.avatar && (
				<img
					src={ user.avatar }
					alt=""
					onError={ ( event ) => {
						event.currentTarget.hidden = true;
					} }
				/>
			) }
		</span>
	);
}
