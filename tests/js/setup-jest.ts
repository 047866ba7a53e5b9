/**
 * Matchers such as toBeInTheDocument() for every unit test, and a longer wait
 * for findBy…/waitFor: the whole suite runs on two cores in CI, where a
 * component's first render under load can take longer than the library's
 * default of one second.
 */
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

configure( { asyncUtilTimeout: 5000 } );
