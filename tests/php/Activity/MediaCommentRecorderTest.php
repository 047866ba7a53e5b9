<?php
/**
 * Tests for the media and comment recorders.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Activity;

/**
 * Media uploaded, updated (alternative text too) and deleted; comments
 * moderated and deleted.
 */
final class MediaCommentRecorderTest extends ActivityTestCase {

	public function test_media_uploaded_updated_and_deleted(): void {
		$id = wp_insert_attachment(
			array(
				'post_title'     => 'Photo',
				'post_mime_type' => 'image/jpeg',
				'post_status'    => 'inherit',
			)
		);
		$this->assertIsInt( $id );
		update_post_meta( $id, '_wp_attachment_image_alt', 'A cat' );
		wp_update_post(
			array(
				'ID'           => $id,
				'post_title'   => 'Photo of a cat',
				'post_excerpt' => 'Caption',
			)
		);
		update_post_meta( $id, '_wp_attachment_image_alt', 'A black cat' );
		wp_delete_attachment( $id, true );

		$uploaded = $this->only_row( 'attachment.uploaded' );
		$this->assertSame( 'Photo', $uploaded['object_name'] );
		$this->assertSame( 'image/jpeg', $uploaded['object_subtype'] );
		$updated = $this->only_row( 'attachment.updated' )['changes'];
		$this->assertSame(
			array(
				'before' => 'Photo',
				'after'  => 'Photo of a cat',
			),
			$updated['title']
		);
		$this->assertSame(
			array(
				'before' => '',
				'after'  => 'Caption',
			),
			$updated['caption']
		);
		$this->assertSame(
			array(
				'before' => 'A cat',
				'after'  => 'A black cat',
			),
			$updated['alt']
		);
		$this->assertSame( 'Photo of a cat', $this->only_row( 'attachment.deleted' )['object_name'] );
		$this->assertSame( array(), $this->rows( 'post.updated' ) );
	}

	public function test_comment_moderation_is_recorded(): void {
		$post = wp_insert_post(
			array(
				'post_title'  => 'Story',
				'post_status' => 'publish',
			)
		);
		$this->assertIsInt( $post );
		$id = wp_insert_comment(
			array(
				'comment_post_ID'  => $post,
				'comment_author'   => 'Bob',
				'comment_content'  => 'Nice',
				'comment_approved' => 0,
			)
		);
		$this->assertIsInt( $id );

		wp_set_comment_status( $id, 'approve' );
		wp_set_comment_status( $id, 'hold' );
		wp_spam_comment( $id );
		wp_unspam_comment( $id );
		wp_trash_comment( $id );
		wp_delete_comment( $id, true );

		$approved = $this->only_row( 'comment.approved' );
		$this->assertSame( 'Bob on Story', $approved['object_name'] );
		$this->assertSame(
			array(
				'before' => 'unapproved',
				'after'  => 'approved',
			),
			$approved['changes']['status']
		);
		$this->assertCount( 1, $this->rows( 'comment.spammed' ) );
		$this->assertCount( 1, $this->rows( 'comment.trashed' ) );
		$this->assertCount( 1, $this->rows( 'comment.deleted' ) );
		// Held, then back from spam: unapproved twice, one event of the request.
		$this->assertCount( 1, $this->rows( 'comment.unapproved' ) );
	}

	public function test_comments_deleted_with_their_post_are_part_of_its_deletion(): void {
		$post = wp_insert_post(
			array(
				'post_title'  => 'Story',
				'post_status' => 'publish',
			)
		);
		$this->assertIsInt( $post );
		for ( $i = 0; $i < 3; $i++ ) {
			wp_insert_comment(
				array(
					'comment_post_ID' => $post,
					'comment_author'  => 'Bob',
					'comment_content' => 'Nice ' . $i,
				)
			);
		}
		$this->flush_rows();

		wp_delete_post( $post, true );

		$this->assertSame( array( 'post.deleted' ), array_column( $this->rows(), 'action' ) );
	}
}
