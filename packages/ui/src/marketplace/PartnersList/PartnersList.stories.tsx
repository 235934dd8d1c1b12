import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { manyStoryPartners, storyPartners } from '../partnerStoryFixtures';
import { PartnersList } from './PartnersList';

const meta = {
  title: 'Marketplace/PartnersList',
  component: PartnersList,
  tags: ['autodocs'],
  args: {
    partners: storyPartners,
    page: 1,
    onPageChange: fn(),
    hrefOf: (partner) => `/partner/${partner.uuid}`,
    onKeywordChange: fn(),
    type: '',
    onTypeChange: fn(),
    debounceMs: 0,
  },
} satisfies Meta<typeof PartnersList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Partners supported by CWC' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Partners supported by CWC' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    // §2's type filter: All, Both, Product, Service.
    const select = canvas.getByRole('combobox', { name: 'Type' });
    await expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Both', 'Product', 'Service']);
    await userEvent.selectOptions(select, 'Service');
    await expect(args.onTypeChange).toHaveBeenCalledWith('1');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search partners by name' }), 'spa{Enter}');
    await expect(args.onKeywordChange).toHaveBeenLastCalledWith('spa');
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** §9: 24 a page; the second page holds the rest. */
export const Paged: Story = {
  args: { partners: manyStoryPartners },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Partners supported by CWC' });
    await expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(24);
    await userEvent.click(canvas.getByRole('button', { name: /2/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const SecondPage: Story = {
  args: { partners: manyStoryPartners, page: 2 },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Partners supported by CWC' });
    await expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(6);
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const Dark: Story = { globals: { theme: 'dark' } };

export const Empty: Story = {
  args: { partners: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No match found')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const Error: Story = {
  args: { error: true, onRetry: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Oops something bad happened!');
  },
};
