<?php
/**
 * The values a submission may carry.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Rest\Forms;

use UiPress\Forms\FormModules;

/**
 * Only the form's own inputs are kept, each sanitised by type; bad values,
 * empty required inputs and oversized submissions are refused before
 * anything is written.
 */
final class FormValuesTest extends FormsTestCase {

	private const OPTION = 'acme_form_values';

	/**
	 * A template for editors whose form saves its values to an option.
	 *
	 * @param list<array<string, mixed>> $inputs Inputs.
	 * @return array{0: int, 1: string}
	 */
	private function saving( array $inputs ): array {
		$form = $this->form_template(
			array(
				'action'         => 'siteOption',
				'siteOptionName' => self::OPTION,
			),
			$inputs
		);
		$this->act_as( 'editor' );
		return $form;
	}

	/**
	 * A form with one of each input type.
	 *
	 * @return list<array<string, mixed>>
	 */
	private static function every_input(): array {
		$choices = array(
			array(
				'label' => 'Red',
				'name'  => 'red',
			),
			array(
				'label' => 'Blue',
				'name'  => 'blue',
			),
		);
		return array(
			self::text( 'name' ),
			self::text( 'age', array( 'inputType' => 'number' ) ),
			self::text( 'email', array( 'inputType' => 'email' ) ),
			self::text( 'phone', array( 'inputType' => 'tel' ) ),
			self::text( 'secret', array( 'inputType' => 'password' ) ),
			self::input( FormModules::TEXTAREA, 'bio' ),
			self::input( FormModules::SELECT, 'colour', array( 'selectOptions' => $choices ) ),
			self::input(
				FormModules::RADIO,
				'size',
				array(
					'selectOptions' => array(
						array(
							'label' => 'S',
							'name'  => 's',
						),
					),
				)
			),
			self::input( FormModules::CHECKBOX, 'agree' ),
			self::input( FormModules::DATE, 'day' ),
		);
	}

	public function test_each_input_type_is_sanitised(): void {
		list( $id, $uid ) = $this->saving( self::every_input() );

		$response = $this->submit(
			$id,
			$uid,
			array(
				'name'   => " <b>Ada</b>\n",
				'age'    => '42',
				'email'  => 'ada@example.com',
				'phone'  => '+44 20 <x>',
				'secret' => 'p4ss',
				'bio'    => "Line one\nLine <script>two</script>",
				'colour' => 'blue',
				'size'   => 's',
				'agree'  => 'true',
				'day'    => '2024-02-29',
			)
		);

		$this->assertSubmitted( $response );
		$this->assertSame(
			array(
				'name'   => 'Ada',
				'age'    => 42,
				'email'  => 'ada@example.com',
				'phone'  => '+44 20',
				'secret' => 'p4ss',
				'bio'    => "Line one\nLine",
				'colour' => 'blue',
				'size'   => 's',
				'agree'  => true,
				'day'    => '2024-02-29',
			),
			get_option( self::OPTION )
		);
	}

	public function test_unknown_field_names_are_ignored(): void {
		list( $id, $uid ) = $this->saving( array( self::text( 'name' ) ) );

		$response = $this->submit(
			$id,
			$uid,
			array(
				'name'            => 'Ada',
				'wp_capabilities' => array( 'administrator' => true ),
				'role'            => 'administrator',
			)
		);

		$this->assertSubmitted( $response );
		$this->assertSame( array( 'name' => 'Ada' ), get_option( self::OPTION ) );
	}

	public function test_a_required_field_left_out_or_blank_is_refused(): void {
		list( $id, $uid ) = $this->saving(
			array(
				self::text( 'name' ),
				self::text(
					'email',
					array(
						'inputType'     => 'email',
						'inputLabel'    => 'Your email',
						'inputRequired' => true,
					)
				),
			)
		);

		$missing = $this->submit( $id, $uid, array( 'name' => 'Ada' ) );
		$this->assertErrorMessage( 'uipress_form_field_required', 400, 'Your email is required.', $missing );
		$this->assertSame( 'email', $this->value_at( $this->body( $missing ), 'data.field' ) );

		$blank = $this->submit(
			$id,
			$uid,
			array(
				'name'  => 'Ada',
				'email' => '   ',
			)
		);
		$this->assertError( 'uipress_form_field_required', 400, $blank );
		$this->assertFalse( get_option( self::OPTION ) );
	}

	public function test_a_required_checkbox_must_be_checked(): void {
		list( $id, $uid ) = $this->saving( array( self::input( FormModules::CHECKBOX, 'terms', array( 'inputRequired' => true ) ) ) );

		$this->assertErrorMessage( 'uipress_form_field_required', 400, 'terms is required.', $this->submit( $id, $uid, array( 'terms' => false ) ) );
		$this->assertSubmitted( $this->submit( $id, $uid, array( 'terms' => true ) ) );
	}

	/**
	 * Invalid values, each with the message naming its field.
	 *
	 * @return array<string, array{0: string, 1: mixed, 2: string}>
	 */
	public function invalid_values(): array {
		return array(
			'email'        => array( 'email', 'not-an-email', 'email must be a valid email address.' ),
			'number'       => array( 'age', '12abc', 'age must be a number.' ),
			'select'       => array( 'colour', 'green', 'colour must be one of its options.' ),
			'radio'        => array( 'size', 'xl', 'size must be one of its options.' ),
			'date'         => array( 'day', '2023-02-30', 'day must be a date (YYYY-MM-DD).' ),
			'date format'  => array( 'day', '01/02/2023', 'day must be a date (YYYY-MM-DD).' ),
			'checkbox'     => array( 'agree', 'maybe', 'agree must be checked or unchecked.' ),
			'list as text' => array( 'name', array( 'a', 'b' ), 'name must be a single value.' ),
			'bool as text' => array( 'name', true, 'name must be text.' ),
		);
	}

	/**
	 * A bad value is refused, naming the field.
	 *
	 * @dataProvider invalid_values
	 *
	 * @param string $field   Field.
	 * @param mixed  $value   Value.
	 * @param string $message Expected message.
	 */
	public function test_an_invalid_value_is_refused( string $field, $value, string $message ): void {
		list( $id, $uid ) = $this->saving( self::every_input() );

		$response = $this->submit( $id, $uid, array( $field => $value ) );

		$this->assertErrorMessage( 'uipress_form_invalid_value', 400, $message, $response );
		$this->assertSame( $field, $this->value_at( $this->body( $response ), 'data.field' ) );
		$this->assertFalse( get_option( self::OPTION ) );
	}

	public function test_a_value_longer_than_ten_thousand_characters_is_refused(): void {
		list( $id, $uid ) = $this->saving( array( self::input( FormModules::TEXTAREA, 'bio' ) ) );

		$this->assertSubmitted( $this->submit( $id, $uid, array( 'bio' => str_repeat( 'é', 10000 ) ) ) );
		$response = $this->submit( $id, $uid, array( 'bio' => str_repeat( 'a', 10001 ) ) );

		$this->assertErrorMessage( 'uipress_form_invalid_value', 400, 'bio is longer than 10000 characters.', $response );
	}

	public function test_more_than_a_hundred_fields_are_refused(): void {
		list( $id, $uid ) = $this->saving( array( self::text( 'name' ) ) );
		$values           = array( 'name' => 'Ada' );
		for ( $i = 0; $i < 100; $i++ ) {
			$values[ 'extra' . $i ] = 'x';
		}

		$response = $this->submit( $id, $uid, $values );

		$this->assertErrorMessage( 'uipress_form_too_many_fields', 400, 'A form can send at most 100 fields.', $response );
	}

	public function test_a_body_larger_than_64_kb_is_refused(): void {
		list( $id, $uid ) = $this->saving( array( self::text( 'a' ), self::text( 'b' ), self::text( 'c' ), self::text( 'd' ), self::text( 'e' ), self::text( 'f' ), self::text( 'g' ) ) );
		$values           = array();
		foreach ( array( 'a', 'b', 'c', 'd', 'e', 'f', 'g' ) as $name ) {
			$values[ $name ] = str_repeat( 'x', 9990 );
		}

		$response = $this->submit( $id, $uid, $values );

		$this->assertErrorMessage( 'uipress_form_too_large', 413, 'A form submission can be at most 64 KB.', $response );
		$this->assertFalse( get_option( self::OPTION ) );
	}

	public function test_values_must_be_an_object(): void {
		list( $id, $uid ) = $this->saving( array( self::text( 'name' ) ) );

		$response = $this->dispatch( 'POST', self::route( $id, $uid ), array( 'values' => 'name=Ada' ) );

		$this->assertError( 'rest_invalid_param', 400, $response );
	}
}
