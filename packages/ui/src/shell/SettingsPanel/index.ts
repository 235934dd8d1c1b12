export {
  SettingsPanel,
  defaultSettingsPanelLabels,
  type SettingsPanelProps,
  type SettingsPanelLabels,
  type ShellLayoutSettings,
} from './SettingsPanel';
export {
  ColorSchemePanel,
  defaultColorSchemePanelLabels,
  type ColorSchemePanelProps,
  type ColorSchemePanelLabels,
  type ShellThemeNames,
} from './ColorSchemePanel';
