<?php
/**
 * Helpers for tests of the forms routes.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Rest\Forms;

use UiPress\Forms\FormModules;
use UiPress\Tests\Rest\RestTestCase;
use WP_REST_Response;

/**
 * Builds form blocks and templates, sends submissions and captures mail.
 */
abstract class FormsTestCase extends RestTestCase {

	/**
	 * Mail wp_mail() was asked to send (never sent).
	 *
	 * @var list<array<mixed>>
	 */
	protected array $mails = array();

	/**
	 * Captures mail instead of sending it.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->mails = array();
		add_filter(
			'pre_wp_mail',
			function ( $result, $atts ) {
				$this->mails[] = is_array( $atts ) ? $atts : array();
				return true;
			},
			10,
			2
		);
	}

	/**
	 * An input block.
	 *
	 * @param string               $module  Its moduleName.
	 * @param string               $name    Its inputName.
	 * @param array<string, mixed> $options Other options.
	 * @return array<string, mixed>
	 */
	protected static function input( string $module, string $name, array $options = array() ): array {
		return self::block(
			'Input',
			array(
				'moduleName' => $module,
				'settings'   => array( 'block' => array( 'options' => array_merge( array( 'inputName' => $name ), $options ) ) ),
			)
		);
	}

	/**
	 * A text input.
	 *
	 * @param string               $name    Its inputName.
	 * @param array<string, mixed> $options Other options.
	 * @return array<string, mixed>
	 */
	protected static function text( string $name, array $options = array() ): array {
		return self::input( FormModules::TEXT, $name, $options );
	}

	/**
	 * A form block.
	 *
	 * @param array<string, mixed>       $action  Its submitAction.
	 * @param list<array<string, mixed>> $content Its child blocks.
	 * @param array<string, mixed>       $options Other options.
	 * @return array<string, mixed>
	 */
	protected static function form( array $action, array $content, array $options = array() ): array {
		return self::block(
			'Form',
			array(
				'moduleName' => FormModules::FORM,
				'content'    => $content,
				'settings'   => array( 'block' => array( 'options' => array_merge( array( 'submitAction' => $action ), $options ) ) ),
			)
		);
	}

	/**
	 * A published template for editors holding blocks.
	 *
	 * @param list<array<string, mixed>> $content Its blocks.
	 */
	protected function editors_template( array $content ): int {
		return $this->create_template(
			array(
				'forRoles' => array( 'editor' ),
				'content'  => $content,
			)
		);
	}

	/**
	 * A published template for editors with one form, and the form's uid.
	 *
	 * @param array<string, mixed>       $action  The form's submitAction.
	 * @param list<array<string, mixed>> $inputs  Its inputs.
	 * @param array<string, mixed>       $options Other form options.
	 * @return array{0: int, 1: string}
	 */
	protected function form_template( array $action, array $inputs, array $options = array() ): array {
		$form = self::form( $action, $inputs, $options );
		$uid  = $form['uid'];
		$this->assertIsString( $uid );
		return array( $this->editors_template( array( $form ) ), $uid );
	}

	/**
	 * The route of a form.
	 *
	 * @param int    $template Template id.
	 * @param string $block    Form uid.
	 */
	protected static function route( int $template, string $block ): string {
		return '/uipress/v1/forms/' . $template . '/' . $block;
	}

	/**
	 * Submits values.
	 *
	 * @param int                  $template Template id.
	 * @param string               $block    Form uid.
	 * @param array<string, mixed> $values   Values.
	 * @param array<string, mixed> $extra    Other members of the body.
	 */
	protected function submit( int $template, string $block, array $values, array $extra = array() ): WP_REST_Response {
		return $this->dispatch( 'POST', self::route( $template, $block ), array_merge( array( 'values' => (object) $values ), $extra ) );
	}

	/**
	 * Asks for the values to pre-populate a form with.
	 *
	 * @param int    $template Template id.
	 * @param string $block    Form uid.
	 */
	protected function prepopulate( int $template, string $block ): WP_REST_Response {
		return $this->dispatch( 'GET', self::route( $template, $block ) );
	}

	/**
	 * Asserts a successful submit and returns its body.
	 *
	 * @param WP_REST_Response $response Response.
	 * @return array<mixed>
	 */
	protected function assertSubmitted( WP_REST_Response $response ): array {
		$body = $this->body( $response );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $body ) );
		$this->assertTrue( $body['success'] ?? null );
		return $body;
	}

	/**
	 * Asserts an error and its message.
	 *
	 * @param string           $code     Error code.
	 * @param int              $status   HTTP status.
	 * @param string           $message  Exact message.
	 * @param WP_REST_Response $response Response.
	 */
	protected function assertErrorMessage( string $code, int $status, string $message, WP_REST_Response $response ): void {
		$this->assertError( $code, $status, $response );
		$this->assertSame( $message, $this->body( $response )['message'] ?? null );
	}
}
