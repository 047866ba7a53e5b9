/**
 * WordPress dependencies
 */
import { Button, Notice } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Block } from '../../engine/types';
import { useRemoteImport } from '../templates/remote-import';

/**
 * What the builder offers for a remote block (`remote: true`, spec: "remote
 * and path (for remote template import)"): a placeholder standing for a
 * template kept at `path`, never shown in the canvas or the interface. Its
 * settings say so and offer "Import template", which asks the server to
 * import that template as a new draft (the same route and notices as
 * "Import from URL" in the template list).
 *
 * @param props       Component props.
 * @param props.block The selected block.
 */
export default function RemoteBlockImport( { block }: { block: Block } ) {
	const importRemote = useRemoteImport();
	const [ busy, setBusy ] = useState( false );
	if ( ! block.remote ) {
		return null;
	}
	const path = typeof block.path === 'string' ? block.path.trim() : '';
	return (
		<div className="uip-settings__remote">
			<Notice status="info" isDismissible={ false }>
				{ __(
					'This remote block stands for a template kept at another address. It never shows in the interface; import the template to edit it.',
					'uipress'
				) }
			</Notice>
			<p className="uip-settings__remote-path">
				{ path || __( 'It has no address to import from.', 'uipress' ) }
			</p>
			<Button
				variant="secondary"
				disabled={ ! path || busy }
				accessibleWhenDisabled
				onClick={ async () => {
					setBusy( true );
					await importRemote( path );
					setBusy( false );
				} }
			>
				{ __( 'Import template', 'uipress' ) }
			</Button>
		</div>
	);
}
