<?php
/**
 * The one guard of what templates and menus may store, on every write path.
 *
 * @package UiPress
 */

namespace UiPress\Security;

use UiPress\Lifecycle\StoredData;
use UiPress\Menus\MenuStore;
use UiPress\Rest\Forbidden;
use UiPress\Templates\TemplateStore;
use WP_Error;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Every write of a template or a custom menu, and of their revisions and
 * autosaves, goes through wp_insert_post(): REST, XML-RPC, other plugins'
 * code, importers, revision restore, WP-CLI. This class hooks there, so no
 * route can skip the checks that TemplateStore and MenuStore make:
 *
 * - the new content is compared with the stored one (for a revision or an
 *   autosave, with its parent's); unchanged content is never refused, so
 *   status changes, trash and restore of the same content go through;
 * - changed content needs a writer who may manage UiPress (Writer), and
 *   then passes TemplateStore::prepare_replacement() or
 *   MenuStore::prepare_replacement(): tree validity, code only from
 *   `unfiltered_html` writers, form targets, markup cleaned, menu URLs;
 * - a refused write stores nothing. wp_insert_post() returns a WP_Error
 *   whose message is the guard's (see refusal_message()); an XML-RPC
 *   client gets a fault with that message. The REST controllers ask the
 *   same preparers first, so their error carries the right code and status.
 *
 * It also records who last changed a template's code (CODE_AUTHOR_META), so
 * output built from that code (the shortcode block) can be held to what its
 * author may post.
 */
final class StoredContentGuard {

	/**
	 * Post meta: the user id who last changed a template's code, or
	 * COMMAND_LINE when it was written without a user on the command line.
	 */
	public const CODE_AUTHOR_META = '_uipress_code_author';

	/**
	 * CODE_AUTHOR_META's value for the command line.
	 */
	public const COMMAND_LINE = 'command-line';

	/**
	 * The message wp_insert_post() gives when its empty-content filter says
	 * no, which is the only way a filter can stop the write.
	 */
	private const CORE_REFUSAL_TEXT = 'Content, title, and excerpt are empty.';

	/**
	 * The refusal to name in wp_insert_post()'s error, until it is named.
	 *
	 * @var WP_Error|null
	 */
	private static ?WP_Error $pending_refusal = null;

	/**
	 * The last refusal, for callers that want it whole.
	 *
	 * @var WP_Error|null
	 */
	private static ?WP_Error $last_refusal = null;

	/**
	 * How many decisions are kept (a long import writes many posts).
	 */
	private const DECISIONS_KEPT = 8;

	/**
	 * Decisions of this request, by what was decided on.
	 *
	 * @var array<string, string|WP_Error>
	 */
	private static array $decisions = array();

	/**
	 * Who writes the template being saved, when its code changes; null otherwise.
	 *
	 * @var string|null
	 */
	private static ?string $code_author = null;

	/**
	 * Adds the hooks.
	 */
	public static function register_hooks(): void {
		// Last, so no other filter's answer replaces the refusal.
		add_filter( 'wp_insert_post_empty_content', array( self::class, 'refuse' ), PHP_INT_MAX, 2 );
		// Before TemplateSecrets (999) takes secrets out of what is stored.
		add_filter( 'wp_insert_post_data', array( self::class, 'enforce' ), 990, 2 );
		add_action( 'save_post_' . StoredData::TEMPLATE_POST_TYPE, array( self::class, 'record_code_author' ), 1 );
	}

	/**
	 * Filter callback for `wp_insert_post_empty_content`: stops a write the
	 * guard refuses before anything is stored.
	 *
	 * @param mixed $maybe_empty Whether WordPress finds the post empty.
	 * @param mixed $postarr     Sanitised, slashed post array.
	 * @return mixed
	 */
	public static function refuse( $maybe_empty, $postarr ) {
		self::$pending_refusal = null;
		if ( ! is_array( $postarr ) ) {
			return $maybe_empty;
		}
		$decision = self::decide_for( $postarr, $postarr );
		if ( ! $decision instanceof WP_Error ) {
			return $maybe_empty;
		}

		self::$last_refusal = $decision;
		if ( defined( 'XMLRPC_REQUEST' ) && XMLRPC_REQUEST ) {
			// WordPress answers an XML-RPC request's wp_die() with a fault
			// carrying this message and status; nothing was written.
			// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the response is an integer status, not output.
			wp_die( esc_html( $decision->get_error_message() ), '', array( 'response' => self::status_of( $decision ) ) );
		}
		self::$pending_refusal = $decision;
		add_filter( 'gettext', array( self::class, 'refusal_message' ), 10, 3 );
		return true;
	}

	/**
	 * Filter callback for `gettext`: wp_insert_post()'s error after a refusal
	 * says why, instead of "Content, title, and excerpt are empty.".
	 *
	 * @param mixed $translation Translated text.
	 * @param mixed $text        Original text.
	 * @param mixed $domain      Text domain.
	 * @return mixed
	 */
	public static function refusal_message( $translation, $text, $domain ) {
		if ( 'default' !== $domain || self::CORE_REFUSAL_TEXT !== $text || null === self::$pending_refusal ) {
			return $translation;
		}
		$message               = self::$pending_refusal->get_error_message();
		self::$pending_refusal = null;
		remove_filter( 'gettext', array( self::class, 'refusal_message' ), 10 );
		return $message;
	}

	/**
	 * Filter callback for `wp_insert_post_data`: stores the checked content
	 * (markup cleaned for the writer). Should a refused write get here (the
	 * refusal filter removed by other code), the stored content is kept.
	 *
	 * @param mixed $data    Slashed post data about to be written.
	 * @param mixed $postarr Slashed post array as given (with ID on updates).
	 * @return mixed
	 */
	public static function enforce( $data, $postarr ) {
		if ( ! is_array( $data ) || ! is_string( $data['post_content'] ?? null ) ) {
			return $data;
		}
		$subject = self::subject( $data, is_array( $postarr ) ? $postarr : array() );
		if ( null === $subject ) {
			return $data;
		}
		$content  = (string) wp_unslash( $data['post_content'] );
		$decision = self::decide( $subject['type'], $content, $subject['stored'], Writer::current() );
		if ( $decision instanceof WP_Error ) {
			$kept = $subject['stored'] instanceof WP_Post ? $subject['stored']->post_content : '';
		} else {
			$kept = $decision;
		}
		$data['post_content'] = wp_slash( $kept );

		if ( ! $subject['revision'] && StoredData::TEMPLATE_POST_TYPE === $subject['type'] ) {
			$stored            = $subject['stored'];
			self::$code_author = TemplateStore::changes_code( $kept, $stored ) ? self::author_of( Writer::current() ) : null;
		}
		return $data;
	}

	/**
	 * Action callback for `save_post_uip-ui-template`: records who changed
	 * the code of the template just written.
	 *
	 * @param mixed $post_id The template's id.
	 */
	public static function record_code_author( $post_id ): void {
		$author            = self::$code_author;
		self::$code_author = null;
		if ( null !== $author && is_numeric( $post_id ) ) {
			update_post_meta( (int) $post_id, self::CODE_AUTHOR_META, $author );
		}
	}

	/**
	 * Whether the code a template holds was written by someone who may post
	 * unfiltered HTML: the last writer of its code, or its author when that
	 * was never recorded (templates saved before it was).
	 *
	 * @param WP_Post $template The template.
	 */
	public static function code_author_may_post_code( WP_Post $template ): bool {
		$author = get_post_meta( $template->ID, self::CODE_AUTHOR_META, true );
		if ( self::COMMAND_LINE === $author ) {
			return true;
		}
		$user_id = is_numeric( $author ) ? (int) $author : (int) $template->post_author;
		return $user_id > 0 && user_can( $user_id, 'unfiltered_html' );
	}

	/**
	 * The last write this guard refused in this request, if any.
	 */
	public static function last_refusal(): ?WP_Error {
		return self::$last_refusal;
	}

	/**
	 * The content to store for a write of a guarded post, or why it is refused.
	 *
	 * @param string       $type    StoredData::TEMPLATE_POST_TYPE or MENU_POST_TYPE.
	 * @param string       $content The post_content about to be written (unslashed).
	 * @param WP_Post|null $stored  The post as stored now (a revision's parent); null when new.
	 * @param Writer       $writer  Who writes.
	 * @return string|WP_Error
	 */
	public static function decide( string $type, string $content, ?WP_Post $stored, Writer $writer ) {
		if ( $stored instanceof WP_Post && $stored->post_content === $content ) {
			return $content;
		}
		// One write asks twice (before and while writing); the answer depends
		// on the content, what is stored and what the writer may do.
		$can_manage = $writer->can_manage();
		$key        = md5( $type . '|' . ( $stored instanceof WP_Post ? $stored->ID . '|' . md5( $stored->post_content ) : 'new' ) . '|' . (int) $can_manage . (int) $writer->can_post_code() . '|' . $content );
		if ( ! isset( self::$decisions[ $key ] ) ) {
			if ( count( self::$decisions ) >= self::DECISIONS_KEPT ) {
				array_shift( self::$decisions );
			}
			if ( ! $can_manage ) {
				self::$decisions[ $key ] = StoredData::MENU_POST_TYPE === $type ? Forbidden::menus() : Forbidden::templates();
			} elseif ( StoredData::MENU_POST_TYPE === $type ) {
				self::$decisions[ $key ] = MenuStore::prepare_replacement( $content );
			} else {
				self::$decisions[ $key ] = TemplateStore::prepare_replacement( $content, $stored, $writer );
			}
		}
		return self::$decisions[ $key ];
	}

	/**
	 * The decision for a post array (the empty-content filter's view).
	 *
	 * @param array<mixed> $data    Post data with post_type, post_parent and post_content (slashed).
	 * @param array<mixed> $postarr Post array with the ID on updates.
	 * @return string|WP_Error|null Null when the post is not guarded.
	 */
	private static function decide_for( array $data, array $postarr ) {
		$subject = self::subject( $data, $postarr );
		if ( null === $subject ) {
			return null;
		}
		$content = is_string( $data['post_content'] ?? null ) ? (string) wp_unslash( $data['post_content'] ) : '';
		return self::decide( $subject['type'], $content, $subject['stored'], Writer::current() );
	}

	/**
	 * What a write is about: a guarded post type, and the post to compare
	 * with (the post itself on an update, the parent for a revision).
	 *
	 * @param array<mixed> $data    Post data with post_type and post_parent.
	 * @param array<mixed> $postarr Post array with the ID on updates.
	 * @return array{type: string, stored: WP_Post|null, revision: bool}|null Null when not guarded.
	 */
	private static function subject( array $data, array $postarr ): ?array {
		$type = $data['post_type'] ?? '';
		if ( 'revision' === $type ) {
			$parent = is_numeric( $data['post_parent'] ?? null ) ? get_post( (int) $data['post_parent'] ) : null;
			if ( ! $parent instanceof WP_Post || ! self::is_guarded_type( $parent->post_type ) ) {
				return null;
			}
			return array(
				'type'     => $parent->post_type,
				'stored'   => $parent,
				'revision' => true,
			);
		}
		if ( ! is_string( $type ) || ! self::is_guarded_type( $type ) ) {
			return null;
		}
		$id     = is_numeric( $postarr['ID'] ?? null ) ? (int) $postarr['ID'] : 0;
		$stored = $id > 0 ? get_post( $id ) : null;
		return array(
			'type'     => $type,
			'stored'   => $stored instanceof WP_Post && $stored->post_type === $type ? $stored : null,
			'revision' => false,
		);
	}

	/**
	 * Whether posts of a type are guarded here.
	 *
	 * @param string $type Post type.
	 */
	private static function is_guarded_type( string $type ): bool {
		return StoredData::TEMPLATE_POST_TYPE === $type || StoredData::MENU_POST_TYPE === $type;
	}

	/**
	 * The HTTP status a refusal carries (403 when it names none).
	 *
	 * @param WP_Error $refusal The refusal.
	 */
	private static function status_of( WP_Error $refusal ): int {
		$data = $refusal->get_error_data();
		return is_array( $data ) && is_int( $data['status'] ?? null ) ? $data['status'] : 403;
	}

	/**
	 * The value CODE_AUTHOR_META records for a writer.
	 *
	 * @param Writer $writer The writer.
	 */
	private static function author_of( Writer $writer ): string {
		return $writer->is_command_line() ? self::COMMAND_LINE : (string) $writer->user_id();
	}
}
