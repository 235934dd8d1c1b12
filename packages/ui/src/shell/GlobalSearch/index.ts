export {
  GlobalSearch,
  defaultGlobalSearchLabels,
  mergeSuggestions,
  type GlobalSearchProps,
  type GlobalSearchLabels,
  type SearchItem,
} from './GlobalSearch';
export { searchText, suggest, MAX_SUGGESTIONS } from './searchText';
export {
  ShortcutsBar,
  defaultShortcutsBarLabels,
  type ShortcutsBarProps,
  type ShortcutsBarLabels,
} from './ShortcutsBar';
