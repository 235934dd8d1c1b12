export {
  WelcomePanel,
  defaultWelcomePanelLabels,
  type WelcomePanelProps,
  type WelcomePanelLabels,
} from './WelcomePanel';
