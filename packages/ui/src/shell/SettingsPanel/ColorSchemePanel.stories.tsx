import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ColorScheme } from '../../theme';
import { ColorSchemePanel, type ShellThemeNames } from './ColorSchemePanel';

function Demo({
  onColorSchemeChange,
  onThemesChange,
}: {
  onColorSchemeChange: (scheme: ColorScheme) => void;
  onThemesChange: (themes: ShellThemeNames) => void;
}) {
  const [scheme, setScheme] = useState<ColorScheme>('light');
  const [themes, setThemes] = useState<ShellThemeNames>({
    main: 'default',
    navbar: 'default',
    toolbar: 'default',
    footer: 'default',
  });
  return (
    <ColorSchemePanel
      open
      onClose={() => undefined}
      colorScheme={scheme}
      onColorSchemeChange={(next) => {
        onColorSchemeChange(next);
        setScheme(next);
      }}
      themes={themes}
      onThemesChange={(next) => {
        onThemesChange(next);
        setThemes(next);
      }}
    />
  );
}

const meta = {
  title: 'Shell/ColorSchemePanel',
  component: Demo,
  tags: ['autodocs'],
  args: { onColorSchemeChange: fn(), onThemesChange: fn() },
  parameters: { screenshot: { target: 'window' } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const play: Story['play'] = async ({ canvasElement, args }) => {
  const panel = within(
    within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Colour scheme' }),
  );
  await expect(panel.getByRole('radio', { name: 'Light' })).toBeChecked();
  await userEvent.click(panel.getByRole('radio', { name: 'Dark' }));
  await expect(args.onColorSchemeChange).toHaveBeenCalledWith('dark');
  const navbar = within(panel.getByRole('radiogroup', { name: 'Navigation theme' }));
  await userEvent.click(navbar.getByRole('radio', { name: 'Plum' }));
  await expect(args.onThemesChange).toHaveBeenCalledWith({
    main: 'default',
    navbar: 'plum',
    toolbar: 'default',
    footer: 'default',
  });
  await userEvent.click(panel.getByRole('radio', { name: 'Light' }));
};

export const Default: Story = { play };
export const Dark: Story = { globals: { theme: 'dark' }, play };
export const RTL: Story = { globals: { direction: 'rtl' }, play };
export const DarkRTL: Story = { globals: { theme: 'dark', direction: 'rtl' }, play };
