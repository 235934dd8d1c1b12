import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  countries,
  fail,
  memberApi,
  ok,
  screenMeta,
  showsHeading,
  textIn,
  variants,
} from '../../../test/screen';
import { ProfilePage } from './ProfilePage';

const meta = {
  title: 'Screens/Profile/ProfilePage',
  // No docs page: it would start every state's app at once (written here: the indexer reads no spread).
  tags: ['!autodocs'],
  component: ProfilePage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: { url: '/profile', api: () => memberApi({ 'GET /country/list': ok(countries) }) },
  },
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: showsHeading('app.profile.page.title') };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };

/** "Delete my account" with a wrong password: the server's refusal stays in the dialog. */
export const DeleteRefused: Story = {
  parameters: {
    screen: {
      api: () =>
        memberApi({
          'GET /country/list': ok(countries),
          'POST /user/delete': fail(400, 'The password is not right.', 'PASSWORD_INVALID'),
        }),
    },
  },
  play: async (context) => {
    await showsHeading('app.profile.page.title')(context);
    const canvas = within(context.canvasElement);
    const t = await textIn(context.globals);
    await userEvent.click(canvas.getByRole('button', { name: t('app.profile.myData.delete') }));
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.type(
      within(dialog).getByLabelText(t('app.profile.myData.password'), { exact: false, selector: 'input' }),
      'wrong',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('app.profile.myData.submit') }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('The password is not right.');
  },
};
