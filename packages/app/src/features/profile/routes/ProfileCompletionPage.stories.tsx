import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  countries,
  memberApi,
  newMember,
  ok,
  screenMeta,
  showsHeading,
  variants,
} from '../../../test/screen';
import { ProfileCompletionPage } from './ProfileCompletionPage';

const meta = {
  title: 'Screens/Profile/ProfileCompletionPage',
  // No docs page: it would start every state's app at once (written here: the indexer reads no spread).
  tags: ['!autodocs'],
  component: ProfileCompletionPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: {
      url: '/profileUpdate',
      api: () => memberApi({ 'GET /country/list': ok(countries) }, newMember),
    },
  },
} satisfies Meta<typeof ProfileCompletionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member who has just verified their e-mail address and has no profile yet. */
export const Default: Story = { play: showsHeading('app.profile.completion.title') };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };
