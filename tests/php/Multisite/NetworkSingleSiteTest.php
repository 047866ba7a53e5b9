<?php
/**
 * Network templates on a single site: nothing.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Multisite;

use UiPress\Network\NetworkMark;
use UiPress\Templates\TemplatePostType;
use UiPress\Tests\Rest\RestTestCase;

/**
 * Without a network the `network` member is ignored, nothing is stored and
 * the routes list nothing (this class runs in the ordinary, single-site run).
 */
final class NetworkSingleSiteTest extends RestTestCase {

	public function test_the_network_member_is_ignored_and_nothing_is_stored(): void {
		$template = $this->create_template();
		$this->act_as( 'administrator' );

		$response = $this->dispatch(
			'POST',
			'/wp/v2/' . TemplatePostType::NAME . '/' . $template,
			array(
				'uipress' => array(
					'network'  => true,
					'forRoles' => array( 'editor' ),
				),
			)
		);
		$this->assertSame( 200, $response->get_status(), $this->json( $response ) );
		$body = $this->body( $response );
		$this->assertSame( array( 'editor' ), $this->value_at( $body, 'uipress.forRoles' ) );
		$this->assertArrayNotHasKey( 'network', (array) $this->value_at( $body, 'uipress' ) );
		$this->assertSame( '', get_post_meta( $template, NetworkMark::META, true ) );

		$this->assertSame(
			array(
				'items'   => array(),
				'canMark' => false,
			),
			$this->body( $this->dispatch( 'GET', '/uipress/v1/network/templates' ) )
		);

		$this->act_as( 'editor' );
		$this->assertError( 'rest_forbidden', 403, $this->dispatch( 'GET', '/uipress/v1/network/menus' ) );
	}
}
