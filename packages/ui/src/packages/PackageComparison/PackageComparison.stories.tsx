import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { allPackages, explorer } from '../storyFixtures';
import { PackageComparison } from './PackageComparison';

const meta = {
  title: 'Packages/PackageComparison',
  component: PackageComparison,
  tags: ['autodocs'],
  args: { packages: allPackages },
} satisfies Meta<typeof PackageComparison>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The text of the cell in the row named `row` and the column named `column`. */
function cell(table: HTMLElement, row: string, column: string): HTMLElement {
  const headers = within(table).getAllByRole('columnheader');
  const columnIndex = headers.findIndex((header) => header.textContent?.startsWith(column));
  const rowElement = within(table).getByRole('rowheader', { name: row }).closest('tr');
  const cells = rowElement ? within(rowElement).getAllByRole('cell') : [];
  const found = cells[columnIndex - 1];
  if (!found) throw new globalThis.Error(`No cell for ${row} / ${column}`);
  return found;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Compare the membership packages' });
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual([
      'Benefit',
      'Starter',
      'Explorer',
      'Champion',
    ]);

    await expect(cell(table, 'Price', 'Starter')).toHaveTextContent('Free');
    await expect(cell(table, 'Price', 'Explorer')).toHaveTextContent('$99/year');
    await expect(cell(table, 'Price', 'Champion')).toHaveTextContent('$199/year');

    const courses = 'Discount on micro learning and periodic wellness courses';
    await expect(cell(table, courses, 'Starter')).toHaveTextContent('0%');
    await expect(cell(table, courses, 'Explorer')).toHaveTextContent('10%');
    await expect(cell(table, courses, 'Champion')).toHaveTextContent('20%');
    const retreats = 'Discount on retreats and food camps';
    await expect(cell(table, retreats, 'Explorer')).toHaveTextContent('20%');
    await expect(cell(table, retreats, 'Champion')).toHaveTextContent('30%');
    const lifestyle = 'Discount on the wellness lifestyle session';
    await expect(cell(table, lifestyle, 'Champion')).toHaveTextContent('50%');
    await expect(cell(table, lifestyle, 'Explorer')).toHaveTextContent('Not included');
    await expect(cell(table, 'Newsletters', 'Starter')).toHaveTextContent('1 free orientation');
    await expect(cell(table, 'Newsletters', 'Explorer')).toHaveTextContent('2');
    await expect(cell(table, 'Newsletters', 'Champion')).toHaveTextContent('4');
  },
};

export const Current: Story = {
  args: { currentPackageUuid: explorer.uuid },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('columnheader', { name: /Explorer/ });
    await expect(within(header).getByText('Current plan')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Compare the membership packages' });
    // All three packages fit the phone's width: nothing hides off to the side.
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    for (const name of ['Starter', 'Explorer', 'Champion']) {
      await expect(within(region).getByRole('columnheader', { name })).toBeVisible();
    }
  },
};

export const Dark: Story = {
  args: { currentPackageUuid: explorer.uuid },
  globals: { theme: 'dark' },
};
