/** The element the server prints on pages a template takes over. */
export const RUNTIME_ROOT_ID = 'uip-runtime-root';
