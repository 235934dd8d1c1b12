import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  heartHealthCircle,
  memberApi,
  myAcceptedWsgs,
  ok,
  packages,
  pending,
  screenMeta,
  serverError,
  showsHeadingText,
  showsText,
  variants,
  wsgs,
} from '../../../test/screen';
import { GroupDetailsPage } from './GroupDetailsPage';

const api = () =>
  memberApi({
    'GET /user/supportGroup/list': ok(wsgs),
    'GET /user/package/list': ok(packages),
    'GET /user/mywsgs': ok([]),
    'GET /user/mywsgs/pending': ok([]),
  });

const meta = {
  title: 'Screens/Groups/GroupDetailsPage',
  // No docs page: it would start every state's app at once (written here: the indexer reads no spread).
  tags: ['!autodocs'],
  component: GroupDetailsPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: { url: `/wsg/groupDetails?id=${heartHealthCircle.uuid}`, api },
  },
} satisfies Meta<typeof GroupDetailsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A group of the member's package they have not joined: 'Join Group'. */
export const Default: Story = { play: showsHeadingText(heartHealthCircle.name) };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };

/** A group the member already belongs to. */
export const Joined: Story = {
  parameters: {
    screen: {
      api: () => ({
        ...api(),
        'GET /user/supportGroup/list': ok(
          wsgs.map((group) => (group.uuid === heartHealthCircle.uuid ? myAcceptedWsgs[0]! : group)),
        ),
        'GET /user/mywsgs': ok(myAcceptedWsgs),
      }),
    },
  },
  play: showsHeadingText(heartHealthCircle.name),
};

export const Loading: Story = {
  parameters: { screen: { api: () => ({ ...api(), 'GET /user/supportGroup/list': pending() }) } },
  play: showsText('app.groups.list.loading'),
};

export const Error: Story = {
  parameters: { screen: { api: () => ({ ...api(), 'GET /user/supportGroup/list': serverError }) } },
  play: showsText('app.groups.list.error'),
};
