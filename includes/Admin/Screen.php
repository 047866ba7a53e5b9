<?php
/**
 * One admin screen that hosts a React app.
 *
 * @package UiPress
 */

namespace UiPress\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * What an admin screen is: its page slug, the build entry that mounts on it
 * and the element that entry renders into.
 */
final class Screen {

	/**
	 * Page slug, the `page` query value in admin.php?page=….
	 *
	 * @var string
	 */
	public string $slug;

	/**
	 * Name of the entry in build/ (build/{entry}.js, build/{entry}.asset.php).
	 *
	 * @var non-empty-string
	 */
	public string $entry;

	/**
	 * Translated screen title, shown in the browser tab and before the app loads.
	 *
	 * @var string
	 */
	public string $title;

	/**
	 * Translated label in the admin menu.
	 *
	 * @var string
	 */
	public string $menu_label;

	/**
	 * Constructor.
	 *
	 * @param string           $slug       Page slug.
	 * @param non-empty-string $entry Build entry name.
	 * @param string           $title      Screen title.
	 * @param string           $menu_label Menu label.
	 */
	public function __construct( string $slug, string $entry, string $title, string $menu_label ) {
		$this->slug       = $slug;
		$this->entry      = $entry;
		$this->title      = $title;
		$this->menu_label = $menu_label;
	}

	/**
	 * The id of the element the React app mounts into.
	 */
	public function root_id(): string {
		return $this->slug . '-root';
	}
}
