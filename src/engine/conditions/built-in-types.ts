/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ConditionOperator } from '../types';
import type { ConditionTypeDefinition } from './types';
import { isoDateOf, timeOf, weekdayOf } from './values';

const EQUALITY: ConditionOperator[] = [ 'is', 'isnot', 'contains' ];
const ORDERED: ConditionOperator[] = [
	'is',
	'isnot',
	'greaterThan',
	'greaterThanEqualTo',
	'lessThan',
	'lessThanEqualTo',
];
const NUMERIC: ConditionOperator[] = [
	'is',
	'isnot',
	'contains',
	'greaterThan',
	'greaterThanEqualTo',
	'lessThan',
	'lessThanEqualTo',
];

/**
 * The 16 condition types of the spec, in the spec's order.
 */
export function builtInConditionTypes(): ConditionTypeDefinition[] {
	return [
		{
			name: 'weekday',
			label: __( 'Weekday', 'uipress' ),
			valueType: 'weekday',
			operators: ORDERED,
			getValue: ( context ) => weekdayOf( context.now ),
		},
		{
			name: 'date',
			label: __( 'Date', 'uipress' ),
			valueType: 'date',
			operators: ORDERED,
			getValue: ( context ) => isoDateOf( context.now ),
		},
		{
			name: 'time',
			label: __( 'Time', 'uipress' ),
			valueType: 'time',
			operators: ORDERED,
			getValue: ( context ) => timeOf( context.now ),
		},
		{
			name: 'userlogin',
			label: __( 'User login', 'uipress' ),
			valueType: 'text',
			operators: EQUALITY,
			getValue: ( context ) => context.user.login,
		},
		{
			name: 'userid',
			label: __( 'User ID', 'uipress' ),
			valueType: 'number',
			operators: NUMERIC,
			getValue: ( context ) => context.user.id,
		},
		{
			name: 'useremail',
			label: __( 'User email', 'uipress' ),
			valueType: 'text',
			operators: EQUALITY,
			getValue: ( context ) => context.user.email,
		},
		{
			name: 'userrole',
			label: __( 'User role', 'uipress' ),
			valueType: 'text',
			operators: EQUALITY,
			getValue: ( context ) => context.user.roles,
		},
		{
			name: 'siteTitle',
			label: __( 'Site title', 'uipress' ),
			valueType: 'text',
			operators: EQUALITY,
			getValue: ( context ) => context.site.title,
		},
		{
			name: 'siteURL',
			label: __( 'Site URL', 'uipress' ),
			valueType: 'text',
			operators: EQUALITY,
			getValue: ( context ) => context.site.url,
		},
		{
			name: 'adminURL',
			label: __( 'Admin URL', 'uipress' ),
			valueType: 'text',
			operators: EQUALITY,
			getValue: ( context ) => context.site.adminUrl,
		},
		{
			name: 'currentPageName',
			label: __( 'Current page name', 'uipress' ),
			valueType: 'text',
			operators: EQUALITY,
			getValue: ( context ) => context.currentPageName,
		},
		{
			name: 'currentURL',
			label: __( 'Current URL', 'uipress' ),
			valueType: 'text',
			operators: EQUALITY,
			getValue: ( context ) => context.currentURL,
		},
		{
			name: 'locale',
			label: __( 'Locale', 'uipress' ),
			valueType: 'text',
			operators: EQUALITY,
			getValue: ( context ) => context.site.locale,
		},
		{
			name: 'pluginActive',
			label: __( 'Plugin active', 'uipress' ),
			valueType: 'text',
			operators: EQUALITY,
			getValue: ( context ) => context.activePlugins,
		},
		{
			name: 'notificationCount',
			label: __( 'Notification count', 'uipress' ),
			valueType: 'number',
			operators: NUMERIC,
			getValue: ( context ) => context.notificationCount,
		},
		{
			name: 'darkMode',
			label: __( 'Dark mode', 'uipress' ),
			valueType: 'boolean',
			operators: [ 'is', 'isnot' ],
			getValue: ( context ) => context.darkMode,
		},
	];
}
