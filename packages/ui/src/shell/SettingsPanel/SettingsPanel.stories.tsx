import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SettingsPanel, type ShellLayoutSettings } from './SettingsPanel';

const today: ShellLayoutSettings = {
  layout: 'vertical',
  navbarStyle: 'slide',
  navbar: { display: true, position: 'start' },
  toolbar: { display: true, position: 'below' },
  footer: { display: true, position: 'below' },
  customScrollbars: false,
};

/** The panel with its value kept in state, as the app's store keeps it. */
function Demo({
  initial = today,
  onChange,
  onReset,
}: {
  initial?: ShellLayoutSettings;
  onChange: (change: Partial<ShellLayoutSettings>) => void;
  onReset: () => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <SettingsPanel
      open
      onClose={() => undefined}
      value={value}
      onChange={(change) => {
        onChange(change);
        setValue({ ...value, ...change });
      }}
      onReset={() => {
        onReset();
        setValue(today);
      }}
    />
  );
}

const meta = {
  title: 'Shell/SettingsPanel',
  component: Demo,
  tags: ['autodocs'],
  args: { onChange: fn(), onReset: fn() },
  parameters: { screenshot: { target: 'window' } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const play: Story['play'] = async ({ canvasElement, args }) => {
  const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Settings' });
  const panel = within(dialog);
  await expect(panel.getByRole('radio', { name: 'Vertical' })).toBeChecked();
  await userEvent.click(panel.getByRole('radio', { name: 'Tabbed dense' }));
  await expect(args.onChange).toHaveBeenCalledWith({ navbarStyle: 'tabbedDense' });
  await userEvent.click(panel.getByRole('radio', { name: 'Horizontal' }));
  await expect(args.onChange).toHaveBeenCalledWith({ layout: 'horizontal' });
  // The navbar style only serves the vertical layout: the panel says so.
  await expect(panel.getByText('Used by the vertical layout.')).toBeVisible();
  await userEvent.click(panel.getByRole('button', { name: 'Reset to default' }));
  await expect(args.onReset).toHaveBeenCalledOnce();
  await expect(panel.getByRole('radio', { name: 'Vertical' })).toBeChecked();
};

export const Default: Story = { play };
export const Dark: Story = { globals: { theme: 'dark' }, play };
export const RTL: Story = { globals: { direction: 'rtl' }, play };
export const DarkRTL: Story = { globals: { theme: 'dark', direction: 'rtl' }, play };

/** Toolbar and footer hidden, navigation on the end side: each switch and choice shows it. */
export const Customised: Story = {
  args: {
    initial: {
      ...today,
      layout: 'horizontalCentered',
      navbar: { display: true, position: 'end' },
      toolbar: { display: false, position: 'above' },
      footer: { display: false, position: 'below' },
      customScrollbars: true,
    },
  },
  play: async ({ canvasElement, args }) => {
    const panel = within(within(canvasElement.ownerDocument.body).getByRole('dialog'));
    await expect(panel.getByRole('radio', { name: 'End side' })).toBeChecked();
    const [, toolbarShow, footerShow] = panel.getAllByRole('switch', { name: 'Show' });
    await expect(toolbarShow).not.toBeChecked();
    await userEvent.click(footerShow!);
    await expect(args.onChange).toHaveBeenCalledWith({ footer: { display: true, position: 'below' } });
  },
};
