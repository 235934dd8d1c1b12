import styled from 'styled-components';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { RadioGroup } from '../../components/RadioGroup';
import { Switch } from '../../components/Switch';
import type { BarOptions, NavbarOptions } from '../AppShell/AppShell';
import type { NavbarStyle, ShellLayout } from '../AppShell/ShellContext';

/** The layout part of §3 theme settings that the settings panel edits. */
export interface ShellLayoutSettings {
  layout: ShellLayout;
  navbarStyle: NavbarStyle;
  navbar: NavbarOptions;
  toolbar: BarOptions;
  footer: BarOptions;
  customScrollbars: boolean;
}

export const defaultSettingsPanelLabels = {
  title: 'Settings',
  close: 'Close',
  layout: 'Layout',
  layouts: { vertical: 'Vertical', horizontal: 'Horizontal', horizontalCentered: 'Horizontal, centred' },
  navbarStyle: 'Navigation style',
  navbarStyles: { slide: 'Slide', folded: 'Folded', tabbed: 'Tabbed', tabbedDense: 'Tabbed dense' },
  navbarStyleHint: 'Used by the vertical layout.',
  navbar: 'Navigation',
  toolbar: 'Toolbar',
  footer: 'Footer',
  show: 'Show',
  position: 'Position',
  navbarPositions: { start: 'Start side', end: 'End side' },
  barPositions: { below: 'Beside the navigation', above: 'Across the whole width' },
  customScrollbars: 'Thin scrollbars',
  reset: 'Reset to default',
};
export type SettingsPanelLabels = typeof defaultSettingsPanelLabels;

export interface SettingsPanelProps {
  open: boolean;
  onClose: () => void;
  value: ShellLayoutSettings;
  /** A whole part changed (nested objects are sent whole). */
  onChange: (change: Partial<ShellLayoutSettings>) => void;
  onReset: () => void;
  labels?: Partial<SettingsPanelLabels>;
}

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

const Part = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  border: 0;

  & > legend {
    margin-block-end: ${({ theme }) => theme.space[2]};
    padding: 0;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const options = <K extends string>(names: Record<K, string>) =>
  (Object.keys(names) as K[]).map((value) => ({ value, label: names[value] }));

/**
 * §2 settings panel: layout (vertical, two horizontal), navbar style (slide, folded, tabbed, tabbed-dense),
 * navigation, toolbar and footer shown or hidden and where, thin scrollbars. Every change applies at once.
 */
export function SettingsPanel({ open, onClose, value, onChange, onReset, labels }: SettingsPanelProps) {
  const text = { ...defaultSettingsPanelLabels, ...labels };
  const vertical = value.layout === 'vertical';
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={text.title}
      closeLabel={text.close}
      size="sm"
      actions={
        <Button variant="secondary" onClick={onReset}>
          {text.reset}
        </Button>
      }
    >
      <Sections>
        <RadioGroup
          legend={text.layout}
          name="shell-layout"
          options={options(text.layouts)}
          value={value.layout}
          onChange={(layout) => onChange({ layout: layout as ShellLayout })}
        />
        <RadioGroup
          legend={text.navbarStyle}
          name="shell-navbar-style"
          options={options(text.navbarStyles)}
          value={value.navbarStyle}
          helperText={vertical ? undefined : text.navbarStyleHint}
          onChange={(navbarStyle) => onChange({ navbarStyle: navbarStyle as NavbarStyle })}
        />
        <Part>
          <legend>{text.navbar}</legend>
          <Switch
            label={text.show}
            checked={value.navbar.display}
            onChange={(event) => onChange({ navbar: { ...value.navbar, display: event.target.checked } })}
          />
          <RadioGroup
            legend={text.position}
            name="shell-navbar-position"
            orientation="horizontal"
            options={options(text.navbarPositions)}
            value={value.navbar.position}
            onChange={(position) =>
              onChange({ navbar: { ...value.navbar, position: position as NavbarOptions['position'] } })
            }
          />
        </Part>
        {(['toolbar', 'footer'] as const).map((part) => (
          <Part key={part}>
            <legend>{text[part]}</legend>
            <Switch
              label={text.show}
              checked={value[part].display}
              onChange={(event) => onChange({ [part]: { ...value[part], display: event.target.checked } })}
            />
            <RadioGroup
              legend={text.position}
              name={`shell-${part}-position`}
              options={options(text.barPositions)}
              value={value[part].position}
              onChange={(position) =>
                onChange({ [part]: { ...value[part], position: position as BarOptions['position'] } })
              }
            />
          </Part>
        ))}
        <Switch
          label={text.customScrollbars}
          checked={value.customScrollbars}
          onChange={(event) => onChange({ customScrollbars: event.target.checked })}
        />
      </Sections>
    </Dialog>
  );
}
