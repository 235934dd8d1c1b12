import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  calendarEvents,
  calendarFeed,
  inDocument,
  memberApi,
  newMember,
  ok,
  packages,
  pending,
  screenMeta,
  SCREEN_TIMEOUT,
  serverError,
  showsHeading,
  showsText,
  variants,
} from '../../../test/screen';
import { CalendarPage } from './CalendarPage';

const meta = {
  title: 'Screens/Calendar/CalendarPage',
  // No docs page: it would start every state's app at once (written here: the indexer reads no spread).
  tags: ['!autodocs'],
  component: CalendarPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: {
      url: '/calendar',
      api: () =>
        memberApi({
          'GET /user/calendar/events': ok(calendarEvents),
          'GET /user/calendar/feed': ok(calendarFeed),
        }),
    },
  },
} satisfies Meta<typeof CalendarPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** November 2026 with today (24th) marked: own entries in teal, a registered event and a session in coral. */
export const Default: Story = {
  play: async (context) => {
    await showsHeading('app.calendar.page.title')(context);
    const page = inDocument();
    await expect(await page.findByRole('heading', { name: 'November 2026' }, SCREEN_TIMEOUT)).toBeVisible();
  },
};
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { play: showsHeading('app.calendar.page.title'), globals: variants.arabic };

/** Clicking an own entry opens 'Edit Event' with its values. */
export const EditEvent: Story = {
  play: async () => {
    const page = inDocument();
    await userEvent.click(await page.findByText('Morning walk', {}, SCREEN_TIMEOUT));
    const dialog = await page.findByRole('dialog', { name: 'Edit Event' });
    await expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('Morning walk');
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const Empty: Story = {
  parameters: {
    screen: {
      api: () =>
        memberApi({ 'GET /user/calendar/events': ok([]), 'GET /user/calendar/feed': ok(calendarFeed) }),
    },
  },
  play: showsHeading('app.calendar.page.title'),
};

export const Loading: Story = {
  parameters: {
    screen: {
      api: () => memberApi({ 'GET /user/calendar/events': pending(), 'GET /user/calendar/feed': pending() }),
    },
  },
  play: showsText('app.calendar.page.loading'),
};

export const Error: Story = {
  parameters: {
    screen: {
      api: () =>
        memberApi({ 'GET /user/calendar/events': serverError, 'GET /user/calendar/feed': serverError }),
    },
  },
  play: showsText('app.calendar.page.error'),
};

/** §2: a member without a package is sent to /packages. */
export const NoPackage: Story = {
  parameters: {
    screen: {
      api: () =>
        memberApi({ 'GET /user/package/list': ok(packages) }, { ...newMember, profileCompleted: true }),
    },
  },
  play: showsHeading('app.packages.page.title'),
};
