<?php
/**
 * The `uipress` field of a template: defaults and JSON schema.
 *
 * @package UiPress
 */

namespace UiPress\Templates;

defined( 'ABSPATH' ) || exit;

/**
 * What a template holds besides its title and status (src/engine/types/template.ts):
 * `{ type, content, settings: { css, js, … }, forRoles, forUsers, excludesRoles, excludesUsers }`.
 *
 * @phpstan-type Fields array{type: string, content: list<mixed>, settings: array<array-key, mixed>|\stdClass, forRoles: list<string>, forUsers: list<int>, excludesRoles: list<string>, excludesUsers: list<int>}
 */
final class TemplateFields {

	/**
	 * A template that replaces the admin interface.
	 */
	public const TYPE_UI_TEMPLATE = 'ui-template';

	/**
	 * A page of its own in the admin.
	 */
	public const TYPE_ADMIN_PAGE = 'ui-admin-page';

	/**
	 * Valid values of `type`.
	 */
	public const TYPES = array( self::TYPE_UI_TEMPLATE, self::TYPE_ADMIN_PAGE );

	/**
	 * Audience lists of role names.
	 */
	public const ROLE_LISTS = array( 'forRoles', 'excludesRoles' );

	/**
	 * Audience lists of user ids.
	 */
	public const USER_LISTS = array( 'forUsers', 'excludesUsers' );

	/**
	 * The field of a template that has none stored yet.
	 *
	 * @return Fields
	 */
	public static function defaults(): array {
		return array(
			'type'          => self::TYPE_UI_TEMPLATE,
			'content'       => array(),
			'settings'      => array(
				'css' => '',
				'js'  => '',
			),
			'forRoles'      => array(),
			'forUsers'      => array(),
			'excludesRoles' => array(),
			'excludesUsers' => array(),
		);
	}

	/**
	 * JSON schema of the field.
	 *
	 * @return array<string, mixed>
	 */
	public static function schema(): array {
		return array(
			'description'          => __( 'The template: its type, block tree, custom code and the users it applies to.', 'uipress' ),
			'type'                 => 'object',
			'context'              => array( 'view', 'edit' ),
			'properties'           => array(
				'type'          => array(
					'description' => __( 'ui-template replaces the admin interface; ui-admin-page is a page of its own in the admin.', 'uipress' ),
					'type'        => 'string',
					'enum'        => self::TYPES,
					'default'     => self::TYPE_UI_TEMPLATE,
				),
				'content'       => array(
					'description' => __( 'The block tree.', 'uipress' ),
					'type'        => 'array',
					'items'       => self::block_schema(),
					'default'     => array(),
				),
				'settings'      => array(
					'description'          => __( 'Template settings. css and js are saved only by users who may post unfiltered HTML.', 'uipress' ),
					'type'                 => 'object',
					'properties'           => array(
						'css' => array(
							'description' => __( 'Template-wide CSS.', 'uipress' ),
							'type'        => 'string',
							'default'     => '',
						),
						'js'  => array(
							'description' => __( 'Template-wide JavaScript.', 'uipress' ),
							'type'        => 'string',
							'default'     => '',
						),
					),
					'additionalProperties' => true,
				),
				'forRoles'      => self::list_schema( __( 'Role names the template applies to.', 'uipress' ), 'string' ),
				'forUsers'      => self::list_schema( __( 'User ids the template applies to.', 'uipress' ), 'integer' ),
				'excludesRoles' => self::list_schema( __( 'Role names the template never applies to.', 'uipress' ), 'string' ),
				'excludesUsers' => self::list_schema( __( 'User ids the template never applies to.', 'uipress' ), 'integer' ),
			),
			'additionalProperties' => false,
		);
	}

	/**
	 * Schema of one block (src/engine/types/block.ts). Children have the same
	 * shape; the schema describes one level and the server checks every level.
	 *
	 * @return array<string, mixed>
	 */
	public static function block_schema(): array {
		$object = array( 'type' => 'object' );
		$string = array( 'type' => 'string' );
		$flag   = array( 'type' => 'boolean' );

		return array(
			'type'                 => 'object',
			'required'             => array( 'name', 'moduleName' ),
			'properties'           => array(
				'uid'          => array(
					'description' => __( 'Unique id of the block (24 characters).', 'uipress' ),
					'type'        => 'string',
					'minLength'   => 1,
				),
				'name'         => array(
					'description' => __( 'Block name.', 'uipress' ),
					'type'        => 'string',
					'minLength'   => 1,
				),
				'moduleName'   => array(
					'description' => __( 'Module that renders the block.', 'uipress' ),
					'type'        => 'string',
					'minLength'   => 1,
				),
				'settings'     => array(
					'description'          => __( 'Option and style groups, keyed by group name.', 'uipress' ),
					'type'                 => 'object',
					'properties'           => array(
						'block'    => array(
							'type'       => 'object',
							'properties' => array( 'options' => $object ),
						),
						'style'    => array(
							'type'       => 'object',
							'properties' => array(
								'options'       => $object,
								'beforeContent' => $object,
								'afterContent'  => $object,
							),
						),
						'advanced' => array(
							'type'       => 'object',
							'properties' => array(
								'options' => array(
									'type'       => 'object',
									'properties' => array(
										'classes'    => $string,
										'css'        => $string,
										'js'         => $string,
										'conditions' => array(
											'type'       => 'object',
											'properties' => array(
												'relation' => array(
													'type' => 'string',
													'enum' => array( 'and', 'or' ),
												),
												'conditions' => array(
													'type' => 'array',
													'items' => array(
														'type'       => 'object',
														'properties' => array(
															'type'     => $string,
															'operator' => $string,
															'value'    => $string,
														),
													),
												),
											),
										),
									),
								),
							),
						),
					),
					'additionalProperties' => $object,
				),
				'responsive'   => array(
					'type'       => 'object',
					'properties' => array(
						'mobile'  => $flag,
						'tablet'  => $flag,
						'desktop' => $flag,
					),
				),
				'interactions' => array(
					'type'  => 'array',
					'items' => array(
						'type'       => 'object',
						'properties' => array(
							'id'          => $string,
							'type'        => $string,
							'target'      => array(
								'type' => 'string',
								'enum' => array( 'block', 'selector', 'self' ),
							),
							'blockTarget' => $string,
							'selector'    => $string,
							'action'      => $string,
							'key'         => $string,
							'keyvalue'    => $string,
							'javascript'  => $string,
						),
					),
				),
				'query'        => array(
					'type'       => 'object',
					'properties' => array(
						'enabled'  => $flag,
						'settings' => $object,
					),
				),
				'linkTo'       => array(
					'description' => __( 'The block\'s link: the whole block (or the button) opens it.', 'uipress' ),
					'type'        => 'object',
					'properties'  => array(
						'value'  => $string,
						'newTab' => array(
							'description' => __( 'true opens a new tab, "dynamic" a new tab when the link leaves the admin, false the same tab.', 'uipress' ),
							'type'        => array( 'boolean', 'string' ),
						),
					),
				),
				'tooltip'      => array(
					'type'       => 'object',
					'properties' => array(
						'message' => $string,
						'delay'   => array(
							'description' => __( 'Milliseconds of hover before the tooltip shows (default 700).', 'uipress' ),
							'type'        => 'integer',
							'minimum'     => 0,
							'maximum'     => 5000,
						),
					),
				),
				'remote'       => $flag,
				'path'         => $string,
				'content'      => array(
					'description' => __( 'Child blocks, each of this same shape.', 'uipress' ),
					'type'        => 'array',
					'items'       => $object,
				),
			),
			'additionalProperties' => true,
		);
	}

	/**
	 * Schema of an audience list.
	 *
	 * @param string $description Description.
	 * @param string $type        'string' or 'integer'.
	 * @return array<string, mixed>
	 */
	private static function list_schema( string $description, string $type ): array {
		$items = array( 'type' => $type );
		if ( 'integer' === $type ) {
			$items['minimum'] = 1;
		}
		return array(
			'description' => $description,
			'type'        => 'array',
			'items'       => $items,
			'default'     => array(),
		);
	}
}
