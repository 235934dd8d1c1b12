import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { CatalogSort } from '../catalog';
import { storyCategories } from '../storyFixtures';
import { CatalogToolbar } from './CatalogToolbar';

const meta = {
  title: 'Marketplace/CatalogToolbar',
  component: CatalogToolbar,
  tags: ['autodocs'],
  args: {
    search: '',
    onSearch: fn(),
    categories: storyCategories.slice(1),
    category: '',
    onCategoryChange: fn(),
    sort: '',
    onSortChange: fn(),
    debounceMs: 50,
  },
} satisfies Meta<typeof CatalogToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Search after the pause, category and sort choices. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search for Wellness Products' }), 'yoga');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('yoga'));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category' }), 'Aromatherapy');
    await expect(args.onCategoryChange).toHaveBeenCalledWith('20');
    const sort = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Default', 'Low to High', 'High to Low']);
    await userEvent.selectOptions(sort, 'High to Low');
    await expect(args.onSortChange).toHaveBeenCalledWith('hightolow');
    await userEvent.clear(canvas.getByRole('searchbox'));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Recommended products: no category select. */
export const WithoutCategories: Story = {
  args: { categories: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('combobox', { name: 'Category' })).toBeNull();
  },
};

/** The search in force changes from outside (back, forward): the field follows. */
export const FollowsTheAddress: Story = {
  render: function Render(args) {
    const [search, setSearch] = useState('mat');
    const [sort, setSort] = useState<CatalogSort>('lowtohigh');
    return (
      <div>
        <CatalogToolbar {...args} search={search} sort={sort} onSortChange={setSort} />
        <button type="button" onClick={() => setSearch('tea')}>
          Back
        </button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('searchbox');
    await expect(field).toHaveValue('mat');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(field).toHaveValue('tea');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Busy: Story = { args: { busy: true, search: 'yoga' } };
export const Disabled: Story = { args: { disabled: true } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const Arabic: Story = { globals: { locale: 'ar' } };
