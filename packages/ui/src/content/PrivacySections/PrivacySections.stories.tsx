import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PrivacySections } from './PrivacySections';

const meta = {
  title: 'Content/PrivacySections',
  component: PrivacySections,
  tags: ['autodocs'],
} satisfies Meta<typeof PrivacySections>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(headings).toEqual(['Payment', 'Orders', 'Return']);
    await expect(canvas.getByRole('region', { name: 'Return' })).toHaveTextContent('7 business days');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    title: 'سياسة الخصوصية',
    sections: [
      { id: 'payment', title: 'الدفع', paragraphs: ['تتم معالجة المدفوعات من خلال مزود الدفع.'] },
      { id: 'orders', title: 'الطلبات', paragraphs: ['نحتفظ بتفاصيل طلباتك.'] },
      { id: 'return', title: 'الإرجاع', paragraphs: ['تبدأ أي عملية استرداد خلال 7 أيام عمل.'] },
    ],
  },
};
