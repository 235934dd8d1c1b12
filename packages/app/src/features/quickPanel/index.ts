export { quickPanelRequested, type QuickPanelState } from './slice';
