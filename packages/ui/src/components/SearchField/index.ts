export { SearchField, SEARCH_DEBOUNCE_MS, type SearchFieldProps } from './SearchField';
