export { searchQueryChanged, type SearchState } from './slice';
