import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  faqs,
  memberApi,
  ok,
  pending,
  screenMeta,
  serverError,
  showsHeading,
  showsText,
  variants,
} from '../../../test/screen';
import { FaqPage } from './FaqPage';

const meta = {
  title: 'Screens/Content/FaqPage',
  // No docs page: it would start every state's app at once (written here: the indexer reads no spread).
  tags: ['!autodocs'],
  component: FaqPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: { url: '/faq', api: () => memberApi({ 'GET /user/faq/list': ok(faqs) }) },
  },
} satisfies Meta<typeof FaqPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: showsHeading('app.content.faq.title') };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };

export const Empty: Story = {
  parameters: { screen: { api: () => memberApi({ 'GET /user/faq/list': ok([]) }) } },
  play: showsText('app.content.faq.empty'),
};

export const Loading: Story = {
  parameters: { screen: { api: () => memberApi({ 'GET /user/faq/list': pending() }) } },
  play: showsText('app.shell.loading.label'),
};

export const Error: Story = {
  parameters: { screen: { api: () => memberApi({ 'GET /user/faq/list': serverError }) } },
  play: showsText('app.content.faq.error'),
};
