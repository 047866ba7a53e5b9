/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import BlockIcon from '../shared/block-icon';
import Disclosure from '../shared/disclosure';

/**
 * The toolbar on a small screen: one "More" button whose list holds every
 * entry (submenus open inside it), so the top bar keeps its width.
 *
 * @param props          Component props.
 * @param props.children The entries' list.
 */
export default function ToolbarOverflow( {
	children,
}: {
	children: ReactNode;
} ) {
	return (
		<ul className="uip-toolbar__list">
			<Disclosure
				as="li"
				className="uip-toolbar__item uip-toolbar__item--more"
				buttonClassName="uip-toolbar__link"
				label={ __( 'More toolbar items', 'uipress' ) }
				button={ <BlockIcon name="more_horiz" /> }
			>
				{ children }
			</Disclosure>
		</ul>
	);
}
