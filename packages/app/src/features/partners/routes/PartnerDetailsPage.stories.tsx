import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  fail,
  memberApi,
  ok,
  pending,
  SCREEN_TIMEOUT,
  screenMeta,
  serverError,
  showsText,
  textIn,
  variants,
} from '../../../test/screen';
import { partners } from '../../../test/screen/partners';
import { PartnerDetailsPage } from './PartnerDetailsPage';

const partner = partners[4]!;

const meta = {
  title: 'Screens/Partners/PartnerDetailsPage',
  tags: ['!autodocs'],
  component: PartnerDetailsPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: {
      url: `/partner/${partner.uuid}`,
      api: () => memberApi({ 'POST /user/business/view': ok(partner) }),
    },
  },
} satisfies Meta<typeof PartnerDetailsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Logo, name, type, 'Visit Website' in a new tab and the description. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = await textIn(globals);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: partner.name }, SCREEN_TIMEOUT),
    ).toBeVisible();
    const visit = canvas.getByRole('link', { name: new RegExp(t('app.partners.detail.visit')) });
    await expect(visit).toHaveAttribute('href', partner.link);
    await expect(visit).toHaveAttribute('target', '_blank');
    await expect(canvas.getByText(t('app.partners.type.both'))).toBeVisible();
  },
};
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };
export const ArabicPhone: Story = { ...Default, globals: { ...variants.arabic, ...variants.phone } };

export const NotFound: Story = {
  parameters: {
    screen: {
      api: () =>
        memberApi({ 'POST /user/business/view': fail(404, 'Partner not found', 'PARTNER_NOT_FOUND') }),
    },
  },
  play: showsText('app.partners.detail.notFound'),
};

export const Loading: Story = {
  parameters: { screen: { api: () => memberApi({ 'POST /user/business/view': pending() }) } },
  play: showsText('app.partners.detail.loading'),
};

export const Error: Story = {
  parameters: { screen: { api: () => memberApi({ 'POST /user/business/view': serverError }) } },
  play: showsText('app.partners.detail.error'),
};
