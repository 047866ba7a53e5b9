<?php
/**
 * The bridge script of framed admin pages.
 *
 * @package UiPress
 */

namespace UiPress\Runtime;

use UiPress\Assets\ScriptAsset;

defined( 'ABSPATH' ) || exit;

/**
 * Admin pages shown in the interface's content frame load a small script
 * (build entry `frame-bridge`, no dependencies, in the head) that reports the
 * page's address, title and loading to the interface by `postMessage`, and
 * takes its dark mode and command palette requests. WordPress 7.1 isolates
 * the block editor (Document-Isolation-Policy), so the interface cannot read
 * that frame; the bridge works whether it can or not. Messages:
 * docs/RUNTIME-BLOCKS.md, "Frame bridge".
 */
final class FrameBridge {

	public const ENTRY = 'frame-bridge';

	/**
	 * Queues the bridge with the admin base URL it needs (admin_enqueue_scripts).
	 */
	public static function enqueue(): void {
		// In the head, to hear the page from its start; it has no strings to translate.
		$asset = new ScriptAsset( self::ENTRY, false, false );
		if ( ! $asset->enqueue() ) {
			return;
		}
		$config = wp_json_encode(
			array(
				// The network admin's own in its pages: a site's pages leave it for the whole window.
				'adminUrl'    => self_admin_url(),
				'windowPages' => WindowPages::slugs(),
			),
			JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES
		);
		wp_add_inline_script( $asset->handle(), 'window.uipressFrame = ' . $config . ';', 'before' );
	}
}
