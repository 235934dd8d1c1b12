import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  fail,
  inDocument,
  memberApi,
  ok,
  pending,
  SCREEN_TIMEOUT,
  screenMeta,
  showsHeading,
  showsText,
  textIn,
  variants,
} from '../../../test/screen';
import { packages } from '../../../test/screen/fixtures';
import { BecomeHeroPage } from './BecomeHeroPage';

const none = ok({ exists: false, status: null, application: null });
// The required membership is chosen from the packages list.
const api = () =>
  memberApi({
    'GET /user/healthHero/check/existing/request': none,
    'GET /user/package/list': ok(packages),
  });

const meta = {
  title: 'Screens/Heroes/BecomeHeroPage',
  // No docs page: it would start every state's app at once (written here: the indexer reads no spread).
  tags: ['!autodocs'],
  component: BecomeHeroPage,
  ...screenMeta,
  parameters: { ...screenMeta.parameters, screen: { url: '/become/healthHero', api } },
} satisfies Meta<typeof BecomeHeroPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: showsHeading('app.heroes.become.title') };
export const Phone: Story = { ...Default, globals: variants.phone };
export const Dark: Story = { ...Default, globals: variants.dark };
export const Arabic: Story = { ...Default, globals: variants.arabic };

/** An application is under review: 'Request already exists' with Okay. */
export const RequestExists: Story = {
  parameters: {
    screen: {
      api: () =>
        memberApi({
          'GET /user/healthHero/check/existing/request': ok({
            exists: true,
            status: 'pending',
            application: null,
          }),
        }),
    },
  },
  play: async ({ globals }) => {
    const t = await textIn(globals);
    const dialog = await inDocument().findByRole(
      'alertdialog',
      { name: t('app.heroes.become.existsTitle') },
      SCREEN_TIMEOUT,
    );
    await expect(
      within(dialog).getByRole('button', { name: t('app.heroes.become.existsOkay') }),
    ).toBeVisible();
  },
};

/** The server found the documents are not a PDF by their bytes: its message on the form. */
export const FileRefused: Story = {
  parameters: {
    screen: {
      api: () => ({
        ...api(),
        'POST /user/healtHero/registration': fail(
          400,
          'Document type should be PDF',
          'DOCUMENT_TYPE_INVALID',
        ),
      }),
    },
  },
  play: async ({ canvasElement, globals }) => {
    const t = await textIn(globals);
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: t('app.heroes.become.title') }, SCREEN_TIMEOUT);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Category/ }), 'Doctor');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Age Group/ }), 'Matured');
    await userEvent.type(canvas.getByRole('spinbutton', { name: /Number of Hours/ }), '2');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Mentoring Type/ }), 'both');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Lifestyle' }));
    // The memberships come from the packages list the page asks for.
    await canvas.findByRole('option', { name: 'Explorer' }, SCREEN_TIMEOUT);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Required Membership/ }), 'Explorer');
    await userEvent.type(canvas.getByRole('textbox', { name: /Disease Types/ }), 'Hypertension');
    await userEvent.type(canvas.getByRole('textbox', { name: /Experience/ }), 'Twenty years in practice.');
    await userEvent.type(canvas.getByRole('textbox', { name: /Reason for Mentoring/ }), 'To help others.');
    await userEvent.upload(
      canvas.getByLabelText(/Upload Your Story/),
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'story.png', { type: 'image/png' }),
    );
    await userEvent.upload(
      canvas.getByLabelText(/Upload Documents/),
      new File(['<html></html>'], 'cv.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: t('app.heroes.become.submit') }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('app.heroes.become.documentType'));
  },
};

export const Loading: Story = {
  parameters: {
    screen: { api: () => memberApi({ 'GET /user/healthHero/check/existing/request': pending() }) },
  },
  play: showsText('app.heroes.become.checking'),
};
