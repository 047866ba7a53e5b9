<?php
/**
 * The AI chat through WordPress's own AI client (7.0+) and its Connectors.
 *
 * @package UiPress
 */

namespace UiPress\Ai;

use WordPress\AiClient\AiClient;
use WordPress\AiClient\Messages\DTO\MessagePart;
use WordPress\AiClient\Messages\DTO\ModelMessage;
use WordPress\AiClient\Messages\DTO\UserMessage;
use WordPress\AiClient\Providers\Http\DTO\ApiKeyRequestAuthentication;
use WordPress\AiClient\Providers\Models\DTO\ModelRequirements;
use WordPress\AiClient\Providers\Models\Enums\CapabilityEnum;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * The one place UiPress touches WordPress's AI client (docs/WP7-NATIVE.md).
 * A site has it from WordPress 7.0, when `wp_supports_ai()` says so and a
 * provider plugin is connected in Settings → Connectors (which keeps the
 * key; UiPress never reads it but to hide it). The client answers whole:
 * no streaming.
 */
final class WordPressAi {

	/**
	 * Whether the site has the client, allows AI, and has a connected provider.
	 */
	public static function available(): bool {
		return array() !== self::providers();
	}

	/**
	 * The ids of the connected providers (none without the client or with AI off).
	 *
	 * @return list<string>
	 */
	public static function providers(): array {
		if ( ! function_exists( 'wp_ai_client_prompt' ) || ! function_exists( 'wp_supports_ai' ) || ! wp_supports_ai() || ! class_exists( AiClient::class ) ) {
			return array();
		}
		$registry  = AiClient::defaultRegistry();
		$connected = array();
		foreach ( $registry->getRegisteredProviderIds() as $id ) {
			if ( $registry->isProviderConfigured( $id ) ) {
				$connected[] = $id;
			}
		}
		return $connected;
	}

	/**
	 * The connected providers' models that can hold a conversation.
	 *
	 * @return list<array{provider: string, id: string, name: string}>
	 */
	public static function models(): array {
		if ( ! self::available() ) {
			return array();
		}
		$needs  = new ModelRequirements( array( CapabilityEnum::textGeneration(), CapabilityEnum::chatHistory() ), array() );
		$models = array();
		foreach ( AiClient::defaultRegistry()->findModelsMetadataForSupport( $needs ) as $found ) {
			foreach ( $found->getModels() as $model ) {
				$models[] = array(
					'provider' => $found->getProvider()->getId(),
					'id'       => $model->getId(),
					'name'     => $model->getName(),
				);
			}
		}
		return $models;
	}

	/**
	 * An answer to a conversation, or the error the user sees (any key hidden).
	 *
	 * @param string                                     $system   The system instruction ('' for none).
	 * @param list<array{role: string, content: string}> $messages The conversation, the user's message last.
	 * @param string                                     $provider A provider's id ('' for any connected one).
	 * @param string                                     $model    A model's id ('' for the provider's choice).
	 * @return string|WP_Error
	 */
	public static function answer( string $system, array $messages, string $provider = '', string $model = '' ) {
		if ( ! self::available() ) {
			return new WP_Error( 'uipress_ai_no_connector', __( 'No AI provider is connected in Settings → Connectors.', 'uipress' ), array( 'status' => 400 ) );
		}
		// The client wants a conversation that starts and ends with the user.
		while ( array() !== $messages && 'user' !== $messages[0]['role'] ) {
			array_shift( $messages );
		}
		$last = array_pop( $messages );
		if ( null === $last || 'user' !== $last['role'] ) {
			return new WP_Error( 'uipress_ai_bad_messages', __( 'The conversation must end with your message.', 'uipress' ), array( 'status' => 400 ) );
		}
		$history = array();
		foreach ( $messages as $message ) {
			$part      = array( new MessagePart( $message['content'] ) );
			$history[] = 'assistant' === $message['role'] ? new ModelMessage( $part ) : new UserMessage( $part );
		}
		$prompt = wp_ai_client_prompt( $last['content'] );
		if ( array() !== $history ) {
			$prompt = $prompt->with_history( ...$history );
		}
		if ( '' !== $system ) {
			$prompt = $prompt->using_system_instruction( $system );
		}
		if ( '' !== $provider && in_array( $provider, self::providers(), true ) ) {
			$prompt = $prompt->using_provider( $provider );
		}
		if ( '' !== $model ) {
			$prompt = $prompt->using_model_preference( $model );
		}
		$text = $prompt->generate_text();
		if ( ! $text instanceof WP_Error ) {
			return is_string( $text ) ? $text : '';
		}
		$data   = $text->get_error_data();
		$status = is_array( $data ) && isset( $data['status'] ) && is_int( $data['status'] ) ? $data['status'] : 502;
		return new WP_Error( 'uipress_ai_provider_error', self::hide_keys( sanitize_text_field( $text->get_error_message() ) ), array( 'status' => $status >= 400 && $status < 600 ? $status : 502 ) );
	}

	/**
	 * A text with every key the client holds replaced (a provider's error
	 * may repeat the key it was sent): the keys Connectors passed to it,
	 * whether from its settings, a constant or the environment.
	 *
	 * @param string $text The text.
	 */
	public static function hide_keys( string $text ): string {
		if ( ! class_exists( AiClient::class ) ) {
			return $text;
		}
		$registry = AiClient::defaultRegistry();
		foreach ( $registry->getRegisteredProviderIds() as $id ) {
			$auth = $registry->getProviderRequestAuthentication( $id );
			$key  = $auth instanceof ApiKeyRequestAuthentication ? $auth->getApiKey() : '';
			if ( strlen( $key ) >= 4 ) {
				$text = AiSettings::mask( $text, $key );
			}
		}
		return $text;
	}
}
