import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PackageComparison } from '../PackageComparison';
import type { MembershipPackage, PackageAction } from '../PackageCard';
import { allPackages, champion, explorer, starter } from '../storyFixtures';
import { PackagePicker } from './PackagePicker';

/** The packages with the actions the server answered, Starter's, Explorer's and Champion's in turn. */
const offered = (...actions: [PackageAction, PackageAction, PackageAction]): MembershipPackage[] =>
  allPackages.map((pkg, index) => ({ ...pkg, action: actions[index] }));
/** A guest or a member without a package: every package may be selected. */
const noPackage = offered('select', 'select', 'select');
/** The member holds Starter (free). */
const onStarter = offered('current', 'select', 'select');
/** The member holds Explorer (paid): Starter is cheaper (cancel first), Explorer is cancelled. */
const onExplorer = offered('none', 'cancel', 'select');

const meta = {
  title: 'Packages/PackagePicker',
  component: PackagePicker,
  tags: ['autodocs'],
  args: { packages: noPackage, onSelect: fn(), onCancel: fn() },
} satisfies Meta<typeof PackagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const cards = (element: HTMLElement) => within(element).getAllByRole('article');

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Pick The Best Yearly Membership Package' }),
    ).toBeVisible();
    const [first, second, third] = cards(canvasElement);
    await expect(first).toHaveAccessibleName('Starter');
    await expect(second).toHaveAccessibleName('Explorer');
    await expect(third).toHaveAccessibleName('Champion');
    // Three cards side by side on desktop.
    await expect(first!.getBoundingClientRect().top).toBe(third!.getBoundingClientRect().top);

    await userEvent.click(within(third!).getByRole('button', { name: 'Select' }));
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ uuid: champion.uuid }));
  },
};

export const Current: Story = {
  args: { packages: onExplorer },
  play: async ({ canvasElement, args }) => {
    const [first, second, third] = cards(canvasElement);
    // Starter costs less than the member's Explorer plan: no Select.
    await expect(within(first!).queryByRole('button')).toBeNull();
    await expect(within(second!).getByText('Current plan')).toBeVisible();
    await expect(within(second!).queryByRole('button', { name: 'Select' })).toBeNull();
    await userEvent.click(within(second!).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onCancel).toHaveBeenCalledWith(expect.objectContaining({ uuid: explorer.uuid }));
    await expect(within(third!).getByRole('button', { name: 'Select' })).toBeEnabled();
  },
};

export const Busy: Story = {
  args: {
    packages: onStarter,
    busyPackageUuid: champion.uuid,
  },
  play: async ({ canvasElement, args }) => {
    const [, second, third] = cards(canvasElement);
    await expect(within(third!).getByRole('button', { name: /Processing\.\.\./ })).toBeDisabled();
    // One purchase at a time: the other cards wait.
    const other = within(second!).getByRole('button', { name: 'Select' });
    await expect(other).toBeDisabled();
    await userEvent.click(other);
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { packages: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const Error: Story = {
  args: { packages: [], error: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Oops something bad happened');
  },
};

export const Empty: Story = {
  args: { packages: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No packages found!')).toBeVisible();
  },
};

export const WithComparison: Story = {
  args: {
    packages: onStarter,
    footer: <PackageComparison packages={allPackages} currentPackageUuid={starter.uuid} />,
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('table', { name: 'Compare the membership packages' }),
    ).toBeVisible();
  },
};

export const Tablet: Story = {
  args: { packages: onStarter },
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    const [first, second, third] = cards(canvasElement);
    // Two columns: the third card wraps under the first.
    await expect(first!.getBoundingClientRect().top).toBe(second!.getBoundingClientRect().top);
    await expect(third!.getBoundingClientRect().left).toBe(first!.getBoundingClientRect().left);
  },
};

export const Phone: Story = {
  args: { packages: onStarter },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const [first, second] = cards(canvasElement);
    // One column.
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().bottom);
  },
};

export const RightToLeft: Story = {
  args: { packages: onExplorer },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const [first, , third] = cards(canvasElement);
    // Mirrored: the first package sits on the right.
    await expect(first!.getBoundingClientRect().left).toBeGreaterThan(third!.getBoundingClientRect().left);
  },
};
