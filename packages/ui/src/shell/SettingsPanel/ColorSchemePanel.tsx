import styled, { ThemeProvider } from 'styled-components';
import { Dialog } from '../../components/Dialog';
import { RadioGroup } from '../../components/RadioGroup';
import { themeNames, themeOf, type ColorScheme, type ThemeName } from '../../theme';

/** Theme names for main, navbar, toolbar and footer (§3 Theme settings). */
export interface ShellThemeNames {
  main: ThemeName;
  navbar: ThemeName;
  toolbar: ThemeName;
  footer: ThemeName;
}

export const defaultColorSchemePanelLabels = {
  title: 'Colour scheme',
  close: 'Close',
  scheme: 'Scheme',
  schemes: { light: 'Light', dark: 'Dark' },
  parts: { main: 'Main theme', navbar: 'Navigation theme', toolbar: 'Toolbar theme', footer: 'Footer theme' },
  themes: { default: 'Teal (default)', ocean: 'Ocean', plum: 'Plum', sunset: 'Sunset' },
};
export type ColorSchemePanelLabels = typeof defaultColorSchemePanelLabels;

export interface ColorSchemePanelProps {
  open: boolean;
  onClose: () => void;
  colorScheme: ColorScheme;
  onColorSchemeChange: (scheme: ColorScheme) => void;
  themes: ShellThemeNames;
  onThemesChange: (themes: ShellThemeNames) => void;
  labels?: Partial<ColorSchemePanelLabels>;
}

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

const Choice = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/** A swatch drawn with the named theme's own tokens, so it shows what the name means. */
const Swatch = styled.span`
  inline-size: 20px;
  block-size: 20px;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 2px solid ${({ theme }) => theme.color.primary.subtle};
  background: ${({ theme }) => theme.color.primary.default};
`;

/**
 * §2 colour-scheme panel: light or dark, and a named theme (teal, ocean, plum, sunset) for the main area,
 * the navigation, the toolbar and the footer. Every change applies at once.
 */
export function ColorSchemePanel({
  open,
  onClose,
  colorScheme,
  onColorSchemeChange,
  themes,
  onThemesChange,
  labels,
}: ColorSchemePanelProps) {
  const text = { ...defaultColorSchemePanelLabels, ...labels };
  const themeOptions = themeNames.map((name) => ({
    value: name,
    label: (
      <Choice>
        <ThemeProvider theme={themeOf(colorScheme, name)}>
          <Swatch aria-hidden="true" />
        </ThemeProvider>
        {text.themes[name]}
      </Choice>
    ),
  }));
  return (
    <Dialog open={open} onClose={onClose} title={text.title} closeLabel={text.close} size="sm">
      <Sections>
        <RadioGroup
          legend={text.scheme}
          name="shell-color-scheme"
          orientation="horizontal"
          options={[
            { value: 'light', label: text.schemes.light },
            { value: 'dark', label: text.schemes.dark },
          ]}
          value={colorScheme}
          onChange={(scheme) => onColorSchemeChange(scheme === 'dark' ? 'dark' : 'light')}
        />
        {(['main', 'navbar', 'toolbar', 'footer'] as const).map((part) => (
          <RadioGroup
            key={part}
            legend={text.parts[part]}
            name={`shell-theme-${part}`}
            orientation="horizontal"
            options={themeOptions}
            value={themes[part]}
            onChange={(name) => onThemesChange({ ...themes, [part]: name as ThemeName })}
          />
        ))}
      </Sections>
    </Dialog>
  );
}
