export {
  Toolbar,
  defaultLanguages,
  defaultToolbarLabels,
  type ToolbarAction,
  type ToolbarProps,
  type ToolbarLabels,
  type ToolbarLanguage,
  type ToolbarUser,
} from './Toolbar';
export { FontSizeControl, type FontSizeControlProps } from './FontSizeControl';
export { OverflowMenu, type OverflowEntry, type OverflowMenuProps } from './OverflowMenu';
