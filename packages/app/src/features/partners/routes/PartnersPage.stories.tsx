import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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
import { manyPartners, partners } from '../../../test/screen/partners';
import { PartnersPage } from './PartnersPage';

const api =
  (list = partners) =>
  () =>
    memberApi({ 'GET /user/business/list': ok(list) });

const meta = {
  title: 'Screens/Partners/PartnersPage',
  tags: ['!autodocs'],
  component: PartnersPage,
  ...screenMeta,
  parameters: { ...screenMeta.parameters, screen: { url: '/partners', api: api() } },
} satisfies Meta<typeof PartnersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Seven partners of the three types; a long name is cut at 30 characters plus ' ...'. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    await showsHeading('app.partners.list.title')({ canvasElement, globals });
    const t = await textIn(globals);
    const list = await within(canvasElement).findByRole(
      'list',
      { name: t('app.partners.list.title') },
      SCREEN_TIMEOUT,
    );
    await expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    await expect(
      within(list).getByRole('link', { name: 'MindSpace Counselling Collecti ...' }),
    ).toHaveAttribute('href', '/partner/b8000000-0000-4000-8000-000000000004');
  },
};
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };
export const ArabicPhone: Story = { ...Default, globals: { ...variants.arabic, ...variants.phone } };

/** The address holds the search and the type: services whose name has 'spa' (a day spa and MindSpace). */
export const Filtered: Story = {
  parameters: { screen: { url: '/partners?q=spa&type=1' } },
  play: async ({ canvasElement, globals }) => {
    const t = await textIn(globals);
    const list = await within(canvasElement).findByRole(
      'list',
      { name: t('app.partners.list.title') },
      SCREEN_TIMEOUT,
    );
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(canvasElement).getByRole('searchbox')).toHaveValue('spa');
  },
};

/** 30 partners: the second page shows the last 6 (24 a page). */
export const SecondPage: Story = {
  parameters: { screen: { url: '/partners?page=2', api: api(manyPartners) } },
  play: async ({ canvasElement, globals }) => {
    const t = await textIn(globals);
    const list = await within(canvasElement).findByRole(
      'list',
      { name: t('app.partners.list.title') },
      SCREEN_TIMEOUT,
    );
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
  },
};

export const NoMatch: Story = {
  parameters: { screen: { url: '/partners?q=zzz' } },
  play: showsText('app.partners.list.empty'),
};

export const Loading: Story = {
  parameters: { screen: { api: () => memberApi({ 'GET /user/business/list': pending() }) } },
  play: showsText('app.partners.list.loading'),
};

export const Error: Story = {
  parameters: { screen: { api: () => memberApi({ 'GET /user/business/list': serverError }) } },
  play: showsText('app.partners.list.error'),
};
