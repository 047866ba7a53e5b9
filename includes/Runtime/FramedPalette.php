<?php
/**
 * WordPress's command palette in framed admin pages, loaded once the page has loaded.
 *
 * @package UiPress
 */

namespace UiPress\Runtime;

use UiPress\Admin\CommandPalette;
use UiPress\Assets\ScriptAsset;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress 7 loads its command palette on every admin page
 * (`wp_enqueue_command_palette_assets()`): `wp-core-commands` and what it
 * needs (the block editor's and the components' packages, core data), some
 * 25 scripts that are half of the dashboard's script work, all before the
 * page counts as loaded. It opens with a key press. In a framed page the
 * interface around it is already drawn and working, so the frame's page
 * prints the palette's scripts (and UiPress's commands) inert, in
 * `<template id="uip-later-palette">`, and a small
 * loader runs them in order once the page has loaded (docs/FIRST-PAINT.md,
 * "The framed page's command palette").
 *
 * Nothing is lost: Ctrl+K or ⌘K pressed before then (in the frame, or in
 * the interface, which asks the frame's bridge) loads the palette at once
 * and opens it. A script another plugin queued that needs `wp-commands`
 * still gets it before it runs: only what nothing else on the page needs
 * waits. WordPress's own output (dependencies, translations, inline
 * scripts) is what the template holds: it is printed by `WP_Scripts`.
 * The palette's stylesheet loads with the page's others (in their
 * concatenation: a file of its own would be one request more).
 */
final class FramedPalette {

	public const TEMPLATE_ID = 'uip-later-palette';

	/**
	 * Core's palette scripts that wait (UiPress's commands wait with them:
	 * hold()).
	 */
	private const SCRIPTS = array( 'wp-core-commands', 'wp-commands' );

	/**
	 * The handles held back on this request.
	 *
	 * @var list<string>
	 */
	private static array $held = array();

	/**
	 * Adds the hooks of a framed request.
	 */
	public static function register_hooks(): void {
		// After core queued its palette (10) and UiPress its commands (20).
		add_action( 'admin_enqueue_scripts', array( self::class, 'hold' ), 30 );
		// After WordPress printed the footer's scripts (_wp_footer_scripts, 10).
		add_action( 'admin_print_footer_scripts', array( self::class, 'print' ), 20 );
	}

	/**
	 * Takes the palette out of the queue (admin_enqueue_scripts). Only when
	 * core's palette is queued: the block editor, for one, may load
	 * `wp-commands` for itself, and keeps it.
	 */
	public static function hold(): void {
		self::$held = array();
		$scripts    = wp_scripts();
		if ( ! in_array( 'wp-core-commands', $scripts->queue, true ) ) {
			return;
		}
		$handles = array_merge( self::SCRIPTS, array( ( new ScriptAsset( CommandPalette::ENTRY ) )->handle() ) );
		foreach ( $handles as $handle ) {
			if ( in_array( $handle, $scripts->queue, true ) ) {
				wp_dequeue_script( $handle );
				self::$held[] = $handle;
			}
		}
	}

	/**
	 * The handles held back on this request (tests).
	 *
	 * @return list<string>
	 */
	public static function held(): array {
		return self::$held;
	}

	/**
	 * Prints the held scripts, inert, and the loader
	 * (admin_print_footer_scripts). What the page printed already (a
	 * dependency another script needed) is not printed again: WP_Scripts
	 * knows it is done. One file each, not concatenated: the interface page
	 * around the frame loaded most of them already (React, element, data…)
	 * and the browser has those files; a concatenation would download them
	 * again.
	 */
	public static function print(): void {
		if ( array() === self::$held ) {
			return;
		}
		$scripts = wp_scripts();
		$scripts->reset();
		ob_start();
		$scripts->do_items( self::$held );
		$markup = (string) ob_get_clean();
		$scripts->reset();
		self::$held = array();
		// WordPress's own tags, escaped by it; a template keeps them inert.
		printf( "<template id=\"%s\">\n%s</template>\n", esc_attr( self::TEMPLATE_ID ), $markup ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- WP_Scripts' output.
		wp_print_inline_script_tag( self::loader_script() );
	}

	/**
	 * The loader: runs the template's scripts in their order (each external
	 * one after the previous has run; all fetched at once) once the page has
	 * loaded, or at once when the palette is asked for.
	 * `window.uipressLaterPalette( fn )` calls `fn` once the palette is there
	 * (the frame bridge opens it so); Ctrl/⌘K before then loads and opens it,
	 * unless the page used the key already (the block editor's link
	 * shortcut, in a paragraph).
	 */
	public static function loader_script(): string {
		return sprintf(
			'(function(w,d){var t=d.getElementById(%s);if(!t)return;var state=0,waiting=[];' .
			'function done(){state=2;w.uipressLaterPalette=function(f){f();};waiting.splice(0).forEach(function(f){f();});}' .
			'function load(){if(state)return;state=1;var nodes=[].slice.call(t.content.children);' .
			'nodes.forEach(function(n){if(n.src){var l=d.createElement("link");l.rel="preload";l.as="script";l.href=n.src;d.head.appendChild(l);}});' .
			'(function next(){var n=nodes.shift();if(!n){done();return;}' .
			'var s=d.createElement("script");for(var i=0;i<n.attributes.length;i++){s.setAttribute(n.attributes[i].name,n.attributes[i].value);}' .
			'if(n.src){s.onload=s.onerror=next;d.body.appendChild(s);}else{s.text=n.text;d.body.appendChild(s);next();}})();}' .
			'w.uipressLaterPalette=function(f){waiting.push(f);load();};' .
			'd.addEventListener("keydown",function(e){if(state<2&&!e.defaultPrevented&&(e.ctrlKey||e.metaKey)&&!e.altKey&&!e.shiftKey&&"k"===String(e.key).toLowerCase()){e.preventDefault();' .
			'w.uipressLaterPalette(function(){var c=w.wp&&w.wp.data&&w.wp.data.dispatch("core/commands");if(c)c.open();});}});' .
			'function later(){setTimeout(load);}' .
			'"complete"===d.readyState?later():w.addEventListener("load",later);})(window,document);',
			wp_json_encode( self::TEMPLATE_ID )
		);
	}
}
