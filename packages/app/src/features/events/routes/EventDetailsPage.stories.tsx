import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  asViewer,
  cancerSurvivorsCircle,
  memberApi,
  mindfulMornings,
  ok,
  pending,
  registrations,
  screenMeta,
  serverError,
  showsHeadingText,
  showsText,
  starterMember,
  variants,
  workplaceWellbeing,
} from '../../../test/screen';
import { EventDetailsPage } from './EventDetailsPage';

const meta = {
  title: 'Screens/Events/EventDetailsPage',
  // No docs page: it would start every state's app at once (written here: the indexer reads no spread).
  tags: ['!autodocs'],
  component: EventDetailsPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: {
      url: `/events/upcoming/eventDetails?uuid=${workplaceWellbeing.uuid}`,
      api: () =>
        memberApi({
          'GET /user/event/view': ok(asViewer(workplaceWellbeing)),
          'GET /user/register/event/list': ok([]),
        }),
    },
  },
} satisfies Meta<typeof EventDetailsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paid in-person workshop with 40 seats: the fee, the quantity and 'Register'. */
export const Default: Story = { play: showsHeadingText(workplaceWellbeing.name) };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };

/** A free online session the member is already registered for. */
export const FreeAndRegistered: Story = {
  parameters: {
    screen: {
      url: `/events/upcoming/eventDetails?uuid=${mindfulMornings.uuid}`,
      api: () =>
        memberApi({
          'GET /user/event/view': ok(asViewer(mindfulMornings)),
          'GET /user/register/event/list': ok(registrations),
        }),
    },
  },
  play: showsHeadingText(mindfulMornings.name),
};

/** An Explorer group session seen by a Starter member: the server says the package is too small, so 'Upgrade'. */
export const UpgradeRequired: Story = {
  parameters: {
    screen: {
      url: `/events/upcoming/eventDetails?uuid=${cancerSurvivorsCircle.uuid}`,
      api: () =>
        memberApi(
          {
            'GET /user/event/view': ok(asViewer(cancerSurvivorsCircle, false)),
            'GET /user/register/event/list': ok([]),
          },
          starterMember,
        ),
    },
  },
  play: showsHeadingText(cancerSurvivorsCircle.name),
};

export const Loading: Story = {
  parameters: { screen: { api: () => memberApi({ 'GET /user/event/view': pending() }) } },
  play: showsText('app.events.details.loading'),
};

export const Error: Story = {
  parameters: { screen: { api: () => memberApi({ 'GET /user/event/view': serverError }) } },
  play: showsText('app.events.details.notFound'),
};
