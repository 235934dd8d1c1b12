import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  completedOrder,
  fail,
  inDocument,
  memberApi,
  ok,
  pending,
  screenMeta,
  SCREEN_TIMEOUT,
  showsHeading,
  showsText,
  textIn,
  variants,
} from '../../../test/screen';
import { OrderDetailsPage } from './OrderDetailsPage';

const meta = {
  title: 'Screens/Commerce/OrderDetailsPage',
  // No docs page: it would start every state's app at once (written here: the indexer reads no spread).
  tags: ['!autodocs'],
  component: OrderDetailsPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: {
      url: `/order/${completedOrder.id}`,
      api: () =>
        memberApi({
          'POST /marketplace/order': ok(completedOrder),
          'POST /user/review/create': [
            ok(null, 'Thank You for your feedback. Your review has been recorded successfully', 201),
          ],
        }),
    },
  },
} satisfies Meta<typeof OrderDetailsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A completed order: a Review link per item, tracking, delivery address and payment details. */
export const Default: Story = { play: showsText('app.commerce.order.tracking') };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };

async function review(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const t = await textIn(globals);
  await userEvent.click(
    await within(canvasElement).findByRole(
      'button',
      { name: t('app.commerce.order.reviewItem', { name: 'Organic chamomile tea' }) },
      SCREEN_TIMEOUT,
    ),
  );
  const dialog = await inDocument().findByRole('dialog', { name: t('app.commerce.review.title') });
  await userEvent.click(within(dialog).getAllByRole('radio')[4]!);
  await userEvent.type(within(dialog).getByRole('textbox'), 'Calming and fresh.');
  await userEvent.click(within(dialog).getByRole('button', { name: t('app.commerce.review.submit') }));
}

/** The 5-star dialog; §8's thanks; the item reads Reviewed. */
export const Reviewed: Story = {
  play: async ({ canvasElement, globals }) => {
    await review(canvasElement, globals);
    await showsText('app.commerce.toast.reviewRecorded')({ canvasElement, globals });
  },
};

/** A second review of the same item is refused (§8). */
export const DuplicateReview: Story = {
  parameters: {
    screen: {
      api: () =>
        memberApi({
          'POST /marketplace/order': ok(completedOrder),
          'POST /user/review/create': fail(
            409,
            'Thank you for sharing. We already have your feedback for this offering.',
            'DUPLICATE_REVIEW',
          ),
        }),
    },
  },
  play: async ({ canvasElement, globals }) => {
    await review(canvasElement, globals);
    await showsText('app.commerce.toast.reviewDuplicate')({ canvasElement, globals });
  },
};

/**
 * Processing (paid, not shipped yet): no Review link yet, a dash; Cancel Order, whose confirmation says the
 * member is refunded in full.
 */
export const Processing: Story = {
  parameters: {
    screen: {
      api: () => memberApi({ 'POST /marketplace/order': ok({ ...completedOrder, status: 'processing' }) }),
    },
  },
  play: async ({ canvasElement, globals }) => {
    const t = await textIn(globals);
    await userEvent.click(
      await within(canvasElement).findByRole(
        'button',
        { name: t('app.commerce.order.cancel') },
        SCREEN_TIMEOUT,
      ),
    );
    const dialog = await inDocument().findByRole('alertdialog', {
      name: t('app.commerce.order.cancelTitle'),
    });
    await expect(
      within(dialog).getByText(t('app.commerce.order.cancelPaidMessage', { id: completedOrder.id })),
    ).toBeVisible();
  },
};
export const ProcessingPhone: Story = { ...Processing, globals: variants.phone };
export const ProcessingDark: Story = { ...Processing, globals: variants.dark };
export const ProcessingArabic: Story = { ...Processing, globals: variants.arabic };

/** Unpaid: Cancel Order. */
export const Unpaid: Story = {
  parameters: {
    screen: {
      api: () => memberApi({ 'POST /marketplace/order': ok({ ...completedOrder, status: 'pending' }) }),
    },
  },
  play: async ({ canvasElement, globals }) => {
    const t = await textIn(globals);
    await expect(
      await within(canvasElement).findByRole(
        'button',
        { name: t('app.commerce.order.cancel') },
        SCREEN_TIMEOUT,
      ),
    ).toBeVisible();
  },
};

/** A failed read is silently ignored (§8): the page keeps waiting. */
export const Loading: Story = {
  parameters: { screen: { api: () => memberApi({ 'POST /marketplace/order': pending() }) } },
  play: showsHeading('app.commerce.order.title'),
};
