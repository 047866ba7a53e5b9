/**
 * Internal dependencies
 */
import type { TemplateFields } from '../../../engine/types';
import { sampleTree } from '../../tree/test/fixtures';

export function templatePost( id = 7 ) {
	const uipress: TemplateFields = {
		type: 'ui-template',
		content: sampleTree(),
		settings: { css: '', js: '' },
		forRoles: [ 'administrator' ],
		forUsers: [],
		excludesRoles: [],
		excludesUsers: [],
	};
	return {
		id,
		title: { raw: 'My template', rendered: 'My template' },
		status: 'draft',
		uipress,
	};
}
