/**
 * Query loops: a block's children repeated once per query result.
 */
export { default as QueryLoop, type QueryLoopProps } from './query-loop';
export { blocksForResult } from './apply-matches';
export {
	fetchBlockQuery,
	parseBlockQueryResponse,
	BlockQueryError,
	type BlockQueryRequest,
	type BlockQueryResult,
} from './fetch-block-query';
export { BLOCK_QUERY_PATH, SEARCH_DEBOUNCE_MS } from './constants';
