import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { WsgProposal } from '@wellness/api';
import {
  explorerPackage,
  fail,
  inDocument,
  memberApi,
  ok,
  packages,
  pending,
  SCREEN_TIMEOUT,
  screenMeta,
  serverError,
  showsHeading,
  showsText,
  textIn,
  variants,
} from '../../../test/screen';
import { ApplyNewGroupPage } from './ApplyNewGroupPage';

const proposal = (n: number, fields: Partial<WsgProposal>): WsgProposal => ({
  uuid: `7a1c2e3f-4b5d-4e6f-8a9b-0c1d2e3f40${n.toString().padStart(2, '0')}`,
  groupName: 'Sunrise Walkers',
  description: null,
  groupCategory: 'Lifestyle',
  numberOfMembers: null,
  state: 'Oregon',
  city: 'Portland',
  membershipLevel: null,
  status: 'pending',
  createdAt: '2026-11-23T10:00:00.000Z',
  ...fields,
});

const myProposals: WsgProposal[] = [
  proposal(1, {}),
  proposal(2, {
    groupName: 'Plant-Based Kitchen',
    groupCategory: 'Diet',
    city: 'Austin',
    state: 'Texas',
    status: 'accepted',
    createdAt: '2026-11-02T16:30:00.000Z',
  }),
  proposal(3, {
    groupName: 'Night Owls',
    groupCategory: 'Behavioral Health',
    city: 'Denver',
    state: 'Colorado',
    status: 'rejected',
    createdAt: '2026-10-15T08:00:00.000Z',
  }),
];

const api = (proposals: WsgProposal[] = myProposals) =>
  memberApi({
    'GET /user/package/list': ok(packages),
    'GET /user/supportGroup/proposal': ok(proposals),
  });

const meta = {
  title: 'Screens/Groups/ApplyNewGroupPage',
  // No docs page: it would start every state's app at once (written here: the indexer reads no spread).
  tags: ['!autodocs'],
  component: ApplyNewGroupPage,
  ...screenMeta,
  parameters: { ...screenMeta.parameters, screen: { url: '/wsg/applyForNew', api: () => api() } },
} satisfies Meta<typeof ApplyNewGroupPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form, and below it the member's three proposals: Pending, Accepted and Rejected. */
export const Default: Story = { play: showsHeading('app.groups.apply.title') };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };

/** No proposal yet. */
export const Empty: Story = {
  parameters: { screen: { api: () => api([]) } },
  play: showsText('app.groups.proposals.empty'),
};

/** The proposals are being read. */
export const Loading: Story = {
  parameters: {
    screen: {
      api: () =>
        memberApi({
          'GET /user/package/list': ok(packages),
          'GET /user/supportGroup/proposal': pending(),
        }),
    },
  },
  play: showsHeading('app.groups.apply.title'),
};

/** The proposals could not be read: the lists' error text; the form still works. */
export const ListError: Story = {
  parameters: {
    screen: {
      api: () =>
        memberApi({
          'GET /user/package/list': ok(packages),
          'GET /user/supportGroup/proposal': serverError,
        }),
    },
  },
  play: showsText('app.groups.list.error'),
};

async function fillAndSave(canvasElement: HTMLElement, t: (id: string) => string) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: t('app.groups.apply.title') }, SCREEN_TIMEOUT);
  await userEvent.type(canvas.getByRole('textbox', { name: /Group Name/ }), 'Morning Walkers');
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Category/ }), 'Lifestyle');
  await userEvent.type(canvas.getByRole('spinbutton', { name: /Number of Members/ }), '12');
  await userEvent.type(canvas.getByRole('textbox', { name: /State/ }), 'Oregon');
  await userEvent.type(canvas.getByRole('textbox', { name: /City/ }), 'Portland');
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Membership Level/ }), 'Explorer');
  await userEvent.click(canvas.getByRole('button', { name: t('app.groups.apply.submit') }));
}

/** Saved: the confirmation, a toast, empty fields, and the new proposal heading the list as Pending. */
export const Sent: Story = {
  parameters: {
    screen: {
      api: () => ({
        ...api([]),
        'POST /user/supportGroup/proposal': ok(
          proposal(9, {
            groupName: 'Morning Walkers',
            numberOfMembers: 12,
            membershipLevel: {
              uuid: explorerPackage.uuid,
              name: explorerPackage.name,
              colour: explorerPackage.colour,
              monthlyCost: explorerPackage.monthlyCost,
            },
            createdAt: '2026-11-24T09:30:00.000Z',
          }),
          'Your group proposal has been sent. Our team will review it.',
          201,
        ),
      }),
    },
  },
  play: async ({ canvasElement, globals }) => {
    const t = await textIn(globals);
    await fillAndSave(canvasElement, t);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(t('app.groups.apply.sent'));
    await expect(canvas.getByRole('textbox', { name: /Group Name/ })).toHaveValue('');
    const table = canvas.getByRole('table', { name: t('app.groups.proposals.title') });
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Morning Walkers');
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      t('app.groups.proposalStatus.pending'),
    );
    await expect((await inDocument().findAllByText(t('app.groups.toast.proposed')))[0]).toBeVisible();
  },
};

/** The server refused the proposal: the form keeps what was typed and says so. */
export const Refused: Story = {
  parameters: {
    screen: {
      api: () => ({
        ...api(),
        'POST /user/supportGroup/proposal': fail(400, 'groupName is required', 'VALIDATION_FAILED'),
      }),
    },
  },
  play: async ({ canvasElement, globals }) => {
    const t = await textIn(globals);
    await fillAndSave(canvasElement, t);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('app.groups.apply.failed'));
    await expect(canvas.getByRole('textbox', { name: /Group Name/ })).toHaveValue('Morning Walkers');
  },
};

/** Sending: 'Saving...' and every field locked. */
export const Busy: Story = {
  parameters: {
    screen: { api: () => ({ ...api(), 'POST /user/supportGroup/proposal': pending() }) },
  },
  play: async ({ canvasElement, globals }) => {
    const t = await textIn(globals);
    await fillAndSave(canvasElement, t);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: t('app.groups.apply.busy') })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: /City/ })).toBeDisabled();
  },
};
