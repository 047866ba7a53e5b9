/** REST route of the spec's uip_process_block_query. */
export const BLOCK_QUERY_PATH = '/uipress/v1/block-query';

/** How long the search box waits for typing to stop before querying. */
export const SEARCH_DEBOUNCE_MS = 400;
