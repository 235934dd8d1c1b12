import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyGallery, storyItemCategories, storyStaffItems } from '../catalogStoryFixtures';
import { CatalogItemForm } from './CatalogItemForm';
import { draftOf, newCatalogItemDraft } from './catalogItemRules';

const meta = {
  title: 'Staff/CatalogItemForm',
  component: CatalogItemForm,
  tags: ['autodocs'],
  args: {
    initialValues: newCatalogItemDraft(),
    adding: true,
    categories: storyItemCategories,
    onSubmit: fn(),
    onCancel: fn(),
    onUpload: fn(async (files: File[]) => files.map((_, i) => storyGallery[i % 3]!)),
  },
} satisfies Meta<typeof CatalogItemForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getAllByText('This field is required')).toHaveLength(2);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: /Name \(English\)/ }), 'Cedar Balm');
    await userEvent.type(canvas.getByRole('textbox', { name: /Name \(Arabic\)/ }), 'بلسم الأرز');
    await userEvent.type(canvas.getByRole('textbox', { name: /Regular price/ }), '40');
    await userEvent.type(canvas.getByRole('textbox', { name: /Sale price/ }), '45');
    await userEvent.tab();
    await expect(canvas.getByText('The sale price must be below the regular price')).toBeVisible();
    await userEvent.clear(canvas.getByRole('textbox', { name: /Sale price/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Sale price/ }), '32.50');
    await userEvent.type(canvas.getByRole('textbox', { name: /Units in stock/ }), '2');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Aromatherapy' }));
    const file = new File(['x'], 'balm.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByTestId('catalog-gallery-input'), [file, file, file]);
    await expect(await canvas.findByRole('img', { name: 'Picture 3' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'product',
        status: 'draft',
        name: 'Cedar Balm',
        regular_price: '40',
        sale_price: '32.50',
        stock_quantity: 2,
        categories: [20],
        images: [storyGallery[0], storyGallery[1], storyGallery[2]],
        translations: expect.objectContaining({ ar: expect.objectContaining({ name: 'بلسم الأرز' }) }),
      }),
    );
  },
};

/** An affiliate item asks for the partner's website. */
export const Affiliate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox', { name: /Partner website/ })).toBeNull();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Kind' }), 'affiliate');
    await userEvent.type(canvas.getByRole('textbox', { name: /Partner website/ }), 'ftp://x');
    await userEvent.tab();
    await expect(canvas.getByText('Please enter a valid URL, including scheme')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Fitness Trackers' })).toBeVisible();
  },
};

export const Editing: Story = {
  args: { initialValues: draftOf(storyStaffItems[0]!), adding: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Name \(Turkish\)/ })).toHaveValue('Mantar Yoga Matı');
    await expect(canvas.queryByRole('textbox', { name: /Units in stock/ })).toBeNull();
  },
};

export const Busy: Story = {
  args: { initialValues: draftOf(storyStaffItems[0]!), adding: false, busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Saving/ })).toBeDisabled();
  },
};

export const Error: Story = {
  args: { error: 'The sale price must be below the regular price' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('below the regular price');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { initialValues: draftOf(storyStaffItems[0]!), adding: false },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    initialValues: draftOf(storyStaffItems[0]!),
    adding: false,
    labels: {
      basics: 'العنصر',
      texts: 'الأسماء والأوصاف',
      prices: 'الأسعار',
      stock: 'المخزون',
      kind: 'النوع',
      status: 'الحالة',
      name: 'الاسم',
      languages: { en: 'الإنجليزية', tr: 'التركية', ar: 'العربية' },
      save: 'حفظ',
      cancel: 'إلغاء',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /الاسم \(العربية\)/ })).toHaveValue(
      'حصيرة يوغا من الفلين',
    );
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { initialValues: draftOf(storyStaffItems[0]!), adding: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Save' })).toBeVisible();
  },
};

/** Support reads an item but may not change it. */
export const ReadOnly: Story = {
  args: { initialValues: draftOf(storyStaffItems[0]!), adding: false, readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: /Name \(English\)/ })).toBeDisabled();
  },
};
