/**
 * WordPress dependencies
 */
import { Spinner } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { STORE_NAME } from '../../store/app/constants';
import type * as selectors from '../../store/app/selectors';
import './screen-shell.scss';

interface ScreenShellProps {
	title: string;
	/** Announced and shown while the screen's data loads. */
	loadingLabel: string;
	children?: ReactNode;
}

type AppSelectors = {
	[ K in keyof typeof selectors ]: () => ReturnType<
		( typeof selectors )[ K ]
	>;
};

/**
 * The frame of a UiPress admin screen: its title, then a loading state until
 * the app store says the screen is ready, then the screen's content.
 *
 * @param props              Component props.
 * @param props.title        Screen title.
 * @param props.loadingLabel Text shown while loading.
 * @param props.children     Screen content, shown once loaded.
 */
export default function ScreenShell( {
	title,
	loadingLabel,
	children,
}: ScreenShellProps ) {
	const loading = useSelect(
		( select ) => ( select( STORE_NAME ) as AppSelectors ).isLoading(),
		[]
	);

	return (
		<div className="uip-screen-shell">
			<h1 className="uip-screen-shell__title">{ title }</h1>
			{ loading ? (
				<p
					className="uip-screen-shell__loading"
					role="status"
					aria-live="polite"
				>
					<Spinner />
					<span>{ loadingLabel }</span>
				</p>
			) : (
				children
			) }
		</div>
	);
}
