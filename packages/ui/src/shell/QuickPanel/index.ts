export {
  QuickPanel,
  defaultQuickPanelLabels,
  type QuickPanelProps,
  type QuickPanelLabels,
  type QuickPanelEntry,
  type QuickPanelStatus,
} from './QuickPanel';
