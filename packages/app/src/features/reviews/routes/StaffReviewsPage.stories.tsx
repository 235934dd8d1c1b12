import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Schema } from '@wellness/api';
import { expect, userEvent, within } from 'storybook/test';
import {
  memberApi,
  ok,
  pending,
  SCREEN_TIMEOUT,
  screenMeta,
  serverError,
  showsHeading,
  showsText,
  textIn,
  variants,
} from '../../../test/screen';
import { pageOf, staffUser } from '../../../test/screen/staff';
import { StaffReviewsPage } from './StaffReviewsPage';

const reviews: Schema<'StaffReview'>[] = [
  {
    uuid: '8d4e5f60-7a81-4b92-8c3d-4e5f6a7b8c01',
    product: { id: 11, name: 'Cork Yoga Mat' },
    member: {
      uuid: '6a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c00',
      name: 'Amira Haddad',
      email: 'amira.haddad@example.com',
    },
    rating: 5,
    review: 'Thick, grippy and easy to clean. I use it every morning.',
    reviewer: 'Amira Haddad',
    createdAt: '2026-11-26T09:30:00.000Z',
    hidden: false,
  },
  {
    uuid: '8d4e5f60-7a81-4b92-8c3d-4e5f6a7b8c02',
    product: { id: 12, name: 'Herbal Tea Set' },
    member: {
      uuid: '6a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c01',
      name: 'Daniel Okafor',
      email: 'daniel.okafor@example.com',
    },
    rating: 1,
    review: 'Buy cheaper tea at my shop, the link is in my profile!',
    reviewer: 'Daniel O.',
    createdAt: '2026-11-25T17:05:00.000Z',
    hidden: true,
  },
  {
    uuid: '8d4e5f60-7a81-4b92-8c3d-4e5f6a7b8c03',
    product: { id: 13, name: 'Deep Tissue Massage' },
    member: {
      uuid: '6a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c02',
      name: 'Elif Yılmaz',
      email: 'elif.yilmaz@example.com',
    },
    rating: 4,
    review: 'Rahatlatıcı bir saatti, terapist nazik ve dakikti.',
    reviewer: 'Elif Yılmaz',
    createdAt: '2026-11-24T12:00:00.000Z',
    hidden: false,
  },
];

const meta = {
  title: 'Screens/Staff/StaffReviewsPage',
  tags: ['!autodocs'],
  component: StaffReviewsPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: {
      url: '/staff/reviews',
      api: () => memberApi({ 'GET /staff/reviews': ok(pageOf(reviews)) }, staffUser),
    },
  },
} satisfies Meta<typeof StaffReviewsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three reviews, newest first, one of them hidden. */
export const Default: Story = { play: showsHeading('app.staff.nav.reviews') };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };

export const Empty: Story = {
  parameters: { screen: { api: () => memberApi({ 'GET /staff/reviews': ok(pageOf([])) }, staffUser) } },
  play: showsText('app.reviews.table.empty'),
};

export const Loading: Story = {
  parameters: { screen: { api: () => memberApi({ 'GET /staff/reviews': pending() }, staffUser) } },
  play: showsText('app.staff.queue.loading'),
};

export const Error: Story = {
  parameters: { screen: { api: () => memberApi({ 'GET /staff/reviews': serverError }, staffUser) } },
  play: showsText('app.staff.queue.error'),
};

const hideFirst = (answer: ReturnType<typeof ok<Schema<'StaffReview'>>> | typeof serverError) => () =>
  memberApi(
    {
      'GET /staff/reviews': ok(pageOf(reviews)),
      // The fake answers a concrete path: the change of the first review.
      [`PATCH /staff/reviews/${reviews[0]!.uuid}` as 'PATCH /staff/reviews/{uuid}']: answer,
    },
    staffUser,
  );

/** Hiding a review, confirmed: the row shows it hidden and staff are told (toast). */
export const HideReview: Story = {
  parameters: { screen: { api: hideFirst(ok({ ...reviews[0]!, hidden: true })) } },
  play: async ({ canvasElement, globals }) => {
    const t = await textIn(globals);
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await canvas.findByRole('button', { name: /^Hide: Cork Yoga Mat/ }, SCREEN_TIMEOUT),
    );
    const dialog = await body.findByRole('alertdialog', { name: t('app.reviews.dialog.hideTitle') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('app.reviews.action.hide') }));
    await expect(await body.findByText(t('app.reviews.toast.hidden'))).toBeVisible();
    await expect(await canvas.findByRole('button', { name: /^Show: Cork Yoga Mat/ })).toBeVisible();
  },
};

/** The server fails: the row stays as it was and the error is told in the staff member's language. */
export const HideFails: Story = {
  globals: variants.arabic,
  parameters: { screen: { api: hideFirst(serverError) } },
  play: async ({ canvasElement, globals }) => {
    const t = await textIn(globals);
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await canvas.findByRole('button', { name: /^إخفاء: Cork Yoga Mat/ }, SCREEN_TIMEOUT),
    );
    const dialog = await body.findByRole('alertdialog', { name: t('app.reviews.dialog.hideTitle') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('app.reviews.action.hide') }));
    await expect(await body.findByText(t('app.reviews.toast.failed'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^إخفاء: Cork Yoga Mat/ })).toBeEnabled();
  },
};
