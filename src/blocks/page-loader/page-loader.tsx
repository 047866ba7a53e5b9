/**
 * External dependencies
 */
import type { CSSProperties } from 'react';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockComponentProps } from '../../engine/types';
import { textOption } from '../shared/options';
import { PROGRESS_DEFAULTS, usePageProgress } from './use-page-progress';
import './page-loader.scss';

function imageUrl( value: unknown ): string {
	if ( typeof value === 'string' ) {
		return value;
	}
	const record = value as { url?: unknown } | null;
	return typeof record?.url === 'string' ? record.url : '';
}

/**
 * The page loader block: a progress bar while the page content frame loads
 * (always shown in the builder, so it can be styled).
 *
 * @param props         Component props.
 * @param props.options The block's options.
 * @param props.mode    Display mode.
 */
export default function PageLoader( { options, mode }: BlockComponentProps ) {
	const progress = usePageProgress();
	const state = mode === 'builder' ? 'running' : progress;
	const image =
		imageUrl( options.loaderImage ) || textOption( options, 'loaderImage' );
	if ( state === 'idle' ) {
		return null;
	}
	const style = {
		'--uip-page-loader-height': `${ PROGRESS_DEFAULTS.height }px`,
		'--uip-page-loader-duration': `${ PROGRESS_DEFAULTS.duration }ms`,
		'--uip-page-loader-hide': `${ PROGRESS_DEFAULTS.hide }ms`,
	} as CSSProperties;
	return (
		<div
			className={ `uip-page-loader uip-page-loader--${ state }` }
			data-uip-loader-state={ state }
			role="progressbar"
			aria-label={ __( 'Loading page', 'uipress' ) }
			aria-busy={ state === 'running' }
			style={ style }
		>
			{ image && (
				<img className="uip-page-loader__image" src={ image } alt="" />
			) }
			<div className="uip-page-loader__track">
				<div className="uip-page-loader__bar" />
			</div>
		</div>
	);
}
