/**
 * Matchers such as toBeInTheDocument() for every unit test.
 */
import '@testing-library/jest-dom';
