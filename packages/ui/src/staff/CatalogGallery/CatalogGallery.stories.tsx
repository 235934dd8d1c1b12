import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyGallery } from '../catalogStoryFixtures';
import { CatalogGallery } from './CatalogGallery';

const meta = {
  title: 'Staff/CatalogGallery',
  component: CatalogGallery,
  tags: ['autodocs'],
  args: { images: storyGallery, onChange: fn(), onAdd: fn() },
} satisfies Meta<typeof CatalogGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Shown first')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Move picture 1 earlier' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Show picture 3 first' }));
    await expect(args.onChange).toHaveBeenCalledWith([storyGallery[2], storyGallery[0], storyGallery[1]]);
    await userEvent.click(canvas.getByRole('button', { name: 'Move picture 1 later' }));
    await expect(args.onChange).toHaveBeenCalledWith([storyGallery[1], storyGallery[0], storyGallery[2]]);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove picture 2' }));
    await expect(args.onChange).toHaveBeenCalledWith([storyGallery[0], storyGallery[2]]);
    const file = new File(['x'], 'mat.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByTestId('catalog-gallery-input'), [file, file]);
    await expect(args.onAdd).toHaveBeenCalledWith([file, file]);
  },
};

export const Empty: Story = {
  args: { images: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No picture yet.')).toBeVisible();
  },
};

export const Uploading: Story = {
  args: { uploading: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Uploading/ })).toBeDisabled();
  },
};

export const Error: Story = {
  args: { error: 'Image type should be JPG, PNG, WebP or AVIF' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Image type should be');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Remove picture 1' })).toBeDisabled();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    labels: {
      title: 'الصور',
      hint: 'JPG أو PNG أو WebP أو AVIF. تظهر الصورة الأولى على البطاقات.',
      add: 'إضافة صور',
      first: 'تظهر أولاً',
      makeFirst: (n) => `إظهار الصورة ${n} أولاً`,
      earlier: (n) => `نقل الصورة ${n} إلى الأمام`,
      later: (n) => `نقل الصورة ${n} إلى الخلف`,
      remove: (n) => `إزالة الصورة ${n}`,
      picture: (n) => `الصورة ${n}`,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('تظهر أولاً')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add pictures' })).toBeVisible();
  },
};
