import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  healthHeroes,
  memberApi,
  ok,
  pending,
  screenMeta,
  serverError,
  showsHeading,
  showsText,
  variants,
} from '../../../test/screen';
import { HeroListPage } from './HeroListPage';

const meta = {
  title: 'Screens/Heroes/HeroListPage',
  // No docs page: it would start every state's app at once (written here: the indexer reads no spread).
  tags: ['!autodocs'],
  component: HeroListPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: {
      url: '/healthHero/healthHeroList',
      api: () => memberApi({ 'GET /user/healtHero/list': ok(healthHeroes) }),
    },
  },
} satisfies Meta<typeof HeroListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: showsHeading('app.heroes.list.title') };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };

export const Empty: Story = {
  parameters: { screen: { api: () => memberApi({ 'GET /user/healtHero/list': ok([]) }) } },
  play: showsText('app.heroes.list.empty'),
};

export const Loading: Story = {
  parameters: { screen: { api: () => memberApi({ 'GET /user/healtHero/list': pending() }) } },
  play: showsText('app.heroes.list.loading'),
};

export const Error: Story = {
  parameters: { screen: { api: () => memberApi({ 'GET /user/healtHero/list': serverError }) } },
  play: showsText('app.heroes.list.error'),
};
