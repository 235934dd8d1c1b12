import { describe, expect, it } from 'vitest';
import type { Partner, VendorRequest } from '@wellness/api';
import { fail, ok } from '@wellness/api/testing';
import { startHarness, type HarnessOptions } from '../../../test/sagaHarness';
import { partnersSaga } from '../saga';
import { filterPartners } from '../selectors';
import {
  partnerApplicationSent,
  partnerRequested,
  partnersRequested,
  vendorApplicationSent,
  type PartnerApplication,
} from '../slice';

const partner = (uuid: string, name: string, type: Partner['type']): Partner => ({
  uuid,
  name,
  type,
  logo: null,
  link: 'https://partner.example.com',
  description: 'A partner.',
  createdAt: '2026-10-01T09:00:00.000Z',
});
const spa = partner('b8000000-0000-4000-8000-000000000001', 'Calm Waters Day Spa', 1);
const organics = partner('b8000000-0000-4000-8000-000000000002', 'Green Leaf Organics', 0);
const vital = partner('b8000000-0000-4000-8000-000000000003', 'Vital Living Wellness Co.', 2);

const SUBMITTED = 'Your request has been successfully submitted. Our team will connect with you shortly.';

const vendor: VendorRequest = {
  first_name: 'Ana',
  last_name: 'Souza',
  email: 'ana@example.com',
  phone: '5551234567',
  countryCode: '+1',
  city: 'Portland',
  state: 'Maine',
  country: 'United States',
  zipCode: '04101',
  store_name: 'Raízes Natural Foods',
  iban: 'GB33BUKB20201555555555',
};

const application = (): PartnerApplication => ({
  name: 'Harbour Yoga Collective',
  description: 'Community yoga studio.',
  link: 'http://localhost:8080/harbour',
  type: 2,
  emailId: 'hello@harbour.example.com',
  phoneNumber: '5551234567',
  countryCode: '+1',
  city: 'Portland',
  state: 'Maine',
  country: 'United States',
  zipCode: '04101',
  logo: new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' }),
});

/** A visitor: no session (the applications are open to anyone). */
function harness(routes: HarnessOptions['routes']) {
  return startHarness(partnersSaga, { routes });
}

describe('partners list and detail', () => {
  it('loads the partners; the name search (any case) and the type filter narrow them', async () => {
    const run = harness({ 'GET /user/business/list': ok([spa, organics, vital]) });
    run.dispatch(partnersRequested());
    expect(run.state.partners.list.status).toBe('loading');
    await run.until(() => run.state.partners.list.status === 'succeeded');
    run.stop();
    const items = run.state.partners.list.items;
    expect(items).toHaveLength(3);
    expect(filterPartners(items, 'SPA', '')).toEqual([spa]);
    expect(filterPartners(items, '', '0')).toEqual([organics]);
    expect(filterPartners(items, '  ', '2')).toEqual([vital]);
    expect(filterPartners(items, 'organics', '1')).toEqual([]);
  });

  it("a list that fails says 'Oops something bad happened!' and holds nothing", async () => {
    const run = harness({ 'GET /user/business/list': fail(500, 'Down', 'INTERNAL') });
    run.dispatch(partnersRequested());
    await run.until(() => run.state.partners.list.status === 'failed');
    run.stop();
    expect(run.state.partners.list).toEqual({
      status: 'failed',
      items: [],
      error: 'Oops something bad happened!',
    });
  });

  it('reads one partner by uuid; an unknown uuid is not found, a failure is a failure', async () => {
    const run = harness({
      'POST /user/business/view': (request) =>
        (request.body as { uuid: string }).uuid === spa.uuid
          ? ok(spa)
          : fail(404, 'Partner not found', 'PARTNER_NOT_FOUND'),
    });
    run.dispatch(partnerRequested(spa.uuid));
    await run.until(() => run.state.partners.detail.status === 'succeeded');
    expect(run.state.partners.detail.partner).toEqual(spa);
    run.dispatch(partnerRequested('b8000000-0000-4000-8000-00000000ffff'));
    await run.until(() => run.state.partners.detail.status === 'notFound');
    run.stop();
    expect(run.state.partners.detail.partner).toBeNull();
  });
});

describe('vendor application', () => {
  it("sends the fields as given, says §8's words and goes to /marketplace", async () => {
    const run = harness({ 'POST /vendor/create': ok(null, SUBMITTED) });
    run.dispatch(vendorApplicationSent(vendor));
    expect(run.state.partners.vendor.sending).toBe(true);
    await run.until(() => run.navigations.length === 1);
    run.stop();
    expect(run.fetch.callsTo('POST /vendor/create').map((c) => c.body)).toEqual([vendor]);
    expect(run.fetch.callsTo('POST /vendor/create')[0]?.headers.get('authorization')).toBeNull();
    expect(run.state.partners.vendor).toEqual({ sending: false, failure: null });
    expect(run.toasts()).toEqual([
      { kind: 'success', message: 'app.partners.toast.submitted', durationMs: 3000 },
    ]);
    expect(run.navigations).toEqual(['/marketplace']);
  });

  it.each([
    [429, 'RATE_LIMITED', 'rateLimited'],
    [400, 'VALIDATION_FAILED', 'other'],
    [500, 'INTERNAL', 'other'],
  ])("a %i %s says 'error' and stays on the form (%s)", async (status, code, failure) => {
    const run = harness({ 'POST /vendor/create': fail(status, 'Refused', code) });
    run.dispatch(vendorApplicationSent(vendor));
    await run.until(() => !run.state.partners.vendor.sending);
    run.stop();
    expect(run.state.partners.vendor.failure).toBe(failure);
    expect(run.toasts()).toEqual([{ kind: 'error', message: 'app.partners.toast.failed', durationMs: 3000 }]);
    expect(run.navigations).toEqual([]);
  });

  it('a second submit while the first is on its way sends nothing more', async () => {
    const run = harness({ 'POST /vendor/create': ok(null, SUBMITTED) });
    run.dispatch(vendorApplicationSent(vendor));
    run.dispatch(vendorApplicationSent(vendor));
    await run.until(() => run.navigations.length === 1);
    run.stop();
    expect(run.fetch.callsTo('POST /vendor/create')).toHaveLength(1);
  });
});

describe('business partner application', () => {
  it('sends multipart with the logo file and the type as text; success goes to /marketplace', async () => {
    const run = harness({ 'POST /user/business/partner/request': ok(null, SUBMITTED) });
    const sent = application();
    run.dispatch(partnerApplicationSent(sent));
    await run.until(() => run.navigations.length === 1);
    run.stop();
    const form = run.fetch.callsTo('POST /user/business/partner/request')[0]?.body as FormData;
    expect(form.get('name')).toBe('Harbour Yoga Collective');
    expect(form.get('type')).toBe('2');
    expect(form.get('addressLine1')).toBeNull();
    expect((form.get('logo') as File).name).toBe('logo.png');
    expect(run.toasts()).toEqual([
      { kind: 'success', message: 'app.partners.toast.submitted', durationMs: 3000 },
    ]);
    expect(run.navigations).toEqual(['/marketplace']);
  });

  it.each([
    [400, 'IMAGE_TYPE_INVALID', 'imageType'],
    [413, 'FILE_TOO_LARGE', 'tooLarge'],
  ])('a logo refused by the server (%i %s) is named on the form', async (status, code, failure) => {
    const run = harness({ 'POST /user/business/partner/request': fail(status, 'Refused', code) });
    run.dispatch(partnerApplicationSent(application()));
    await run.until(() => !run.state.partners.partner.sending);
    run.stop();
    expect(run.state.partners.partner.failure).toBe(failure);
    expect(run.toasts()).toEqual([{ kind: 'error', message: 'app.partners.toast.failed', durationMs: 3000 }]);
    expect(run.navigations).toEqual([]);
  });
});
