/**
 * Whether WooCommerce shops can be made here: the one-line reason the store
 * test steps print when they pass without running.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { woocommerceMissingReason } from '../woocommerce.mjs';

test( 'a missing archive is named in the reason', () => {
	const reason = woocommerceMissingReason( {
		version: '0.0.1',
		archive: '/nowhere/woocommerce-0.0.1.tar.gz',
	} );
	assert.match(
		reason,
		/^WooCommerce 0\.0\.1 is not here \(\/nowhere\/woocommerce-0\.0\.1\.tar\.gz is missing\)/
	);
	assert.doesNotMatch( reason, /\n/ );
} );
