/**
 * WordPress dependencies
 */
import { Component } from '@wordpress/element';
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import type { Block } from '../types';
import { MissingBlockNotice } from './block-notice';

interface BlockErrorBoundaryProps {
	/** The block rendered inside; a new object (an edit) tries again. */
	block: Block;
	children: ReactNode;
}

interface BlockErrorBoundaryState {
	failed: boolean;
	block: Block;
}

/**
 * Keeps one block's failure (a faulty block from another plugin) from taking
 * the whole interface down: the block shows the missing-module notice until
 * the block changes.
 */
export default class BlockErrorBoundary extends Component<
	BlockErrorBoundaryProps,
	BlockErrorBoundaryState
> {
	constructor( props: BlockErrorBoundaryProps ) {
		super( props );
		this.state = { failed: false, block: props.block };
	}

	static getDerivedStateFromError(): Partial< BlockErrorBoundaryState > {
		return { failed: true };
	}

	static getDerivedStateFromProps(
		props: BlockErrorBoundaryProps,
		state: BlockErrorBoundaryState
	): Partial< BlockErrorBoundaryState > | null {
		return props.block === state.block
			? null
			: { failed: false, block: props.block };
	}

	override componentDidCatch( error: unknown ): void {
		// eslint-disable-next-line no-console
		console.error(
			`UiPress: the block "${ this.props.block.moduleName }" failed to render.`,
			error
		);
	}

	override render() {
		return this.state.failed ? <MissingBlockNotice /> : this.props.children;
	}
}
