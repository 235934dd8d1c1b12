import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PackagePanel } from './PackagePanel';

const meta = {
  title: 'Account/PackagePanel',
  component: PackagePanel,
  tags: ['autodocs'],
  args: {
    memberPackage: { name: 'Explorer', color: '#0F766E', expiryDate: 'Mar 14, 2027' },
    onChoosePackage: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PackagePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'My Package' })).toHaveTextContent('Explorer');
    await expect(canvas.getByText(/Expiry Date/)).toHaveTextContent('Expiry Date: Mar 14, 2027');
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade Plan' }));
    await expect(args.onChoosePackage).toHaveBeenCalledOnce();
  },
};

export const Champion: Story = {
  args: { memberPackage: { name: 'Champion', color: '#B45309', expiryDate: 'Jan 02, 2027' } },
};

export const NoPackage: Story = {
  args: { memberPackage: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Upgrade Plan' })).toBeNull();
    const select = canvas.getByRole('button', { name: 'Select Package' });
    select.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoosePackage).toHaveBeenCalledOnce();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};

export const RTL: Story = {
  globals: { direction: 'rtl' },
};
