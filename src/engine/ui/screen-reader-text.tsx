/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * Text only screen readers get (wp-admin's `screen-reader-text`).
 *
 * @param props          Component props.
 * @param props.children The text.
 */
export default function ScreenReaderText( {
	children,
}: {
	children: ReactNode;
} ) {
	return <span className="screen-reader-text">{ children }</span>;
}
