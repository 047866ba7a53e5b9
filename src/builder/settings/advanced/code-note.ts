/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Shown instead of code fields to users without unfiltered_html: the server
 * drops their CSS and JavaScript on save.
 */
export function codeNote(): string {
	return __(
		'Only users who may post unfiltered HTML can add CSS and JavaScript.',
		'uipress'
	);
}
