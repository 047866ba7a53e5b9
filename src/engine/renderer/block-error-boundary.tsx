/**
 * WordPress dependencies
 */
import { Component } from '@wordpress/element';
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { MissingBlockNotice } from './block-notice';

interface BlockErrorBoundaryProps {
	moduleName: string;
	children: ReactNode;
}

interface BlockErrorBoundaryState {
	failed: boolean;
}

/**
 * Keeps one block's failure (a faulty block from another plugin) from taking
 * the whole interface down: the block shows the missing-module notice.
 */
export default class BlockErrorBoundary extends Component<
	BlockErrorBoundaryProps,
	BlockErrorBoundaryState
> {
	override state: BlockErrorBoundaryState = { failed: false };

	static getDerivedStateFromError(): BlockErrorBoundaryState {
		return { failed: true };
	}

	override componentDidCatch( error: unknown ): void {
		// eslint-disable-next-line no-console
		console.error(
			`UiPress: the block "${ this.props.moduleName }" failed to render.`,
			error
		);
	}

	override render() {
		return this.state.failed ? <MissingBlockNotice /> : this.props.children;
	}
}
