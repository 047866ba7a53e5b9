/**
 * The console matchers @wordpress/jest-console adds to every unit test
 * (toHaveErrored, toHaveWarned…), for TypeScript.
 */
import '@wordpress/jest-console';
