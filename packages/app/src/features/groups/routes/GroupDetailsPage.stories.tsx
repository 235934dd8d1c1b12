import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within, expect } from 'storybook/test';
import {
  diabetesPeers,
  heartHealthCircle,
  inDocument,
  memberApi,
  myAcceptedWsgs,
  ok,
  packages,
  pending,
  SCREEN_TIMEOUT,
  screenMeta,
  serverError,
  showsHeadingText,
  showsText,
  starterMember,
  textIn,
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

/**
 * A Starter member (1 group) already in one group: a package of N groups holds at most N, as the server
 * decides, so Join shows the upgrade alert instead of sending a request the server would refuse.
 */
export const AtLimit: Story = {
  parameters: {
    screen: {
      api: () =>
        memberApi(
          {
            'GET /user/package/list': ok(packages),
            'GET /user/mywsgs': ok([]),
            'GET /user/mywsgs/pending': ok([]),
            'GET /user/supportGroup/list': ok(
              wsgs.map((group) =>
                group.uuid === diabetesPeers.uuid
                  ? { ...group, isRequested: true, isActive: true, status: 'accepted' as const }
                  : group,
              ),
            ),
          },
          starterMember,
        ),
    },
  },
  play: async ({ canvasElement, globals }) => {
    const t = await textIn(globals);
    await within(canvasElement).findByRole('heading', { name: heartHealthCircle.name }, SCREEN_TIMEOUT);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('app.groups.details.join') }));
    const dialog = await inDocument().findByRole('alertdialog', { name: t('app.groups.details.limitTitle') });
    await expect(dialog).toBeVisible();
  },
};
export const AtLimitPhone: Story = { ...AtLimit, globals: variants.phone };
export const AtLimitDark: Story = { ...AtLimit, globals: variants.dark };
export const AtLimitArabic: Story = { ...AtLimit, globals: variants.arabic };
