export {
  Toolbar,
  defaultLanguages,
  defaultToolbarLabels,
  type ToolbarProps,
  type ToolbarLabels,
  type ToolbarLanguage,
  type ToolbarUser,
} from './Toolbar';
export { FontSizeControl, type FontSizeControlProps } from './FontSizeControl';
