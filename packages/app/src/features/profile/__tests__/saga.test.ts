import { describe, expect, it } from 'vitest';
import { aUser, fail, ok, validationFailed } from '@wellness/api/testing';
import { startHarness, type HarnessOptions } from '../../../test/sagaHarness';
import { profileSaga } from '../saga';
import { addressUpdateRequested, profileCompletionRequested, profileUpdateRequested } from '../slice';

const incomplete = aUser({
  profileCompleted: false,
  name: null,
  city: null,
  state: null,
  zipCode: null,
  country: null,
  package: null,
});

function harness(routes: HarnessOptions['routes'], user = aUser()) {
  return startHarness(profileSaga, { routes, state: { session: { status: 'signedIn', token: 't', user } } });
}

function fields(body: unknown): Record<string, FormDataEntryValue> {
  return Object.fromEntries((body as FormData).entries());
}

describe('profile completion', () => {
  const values = { name: 'Dana Lee', country: 'India', state: 'Kerala', city: 'Kochi', zipCode: '68200' };

  it('sends only name, country, state, city and zipCode; success completes the profile and goes to /packages', async () => {
    const completed = aUser({ ...values, profileCompleted: true, package: null });
    const run = harness(
      { 'PATCH /user/profile/update': ok(completed, 'User Profile updated successfully') },
      incomplete,
    );
    run.dispatch(profileCompletionRequested(values));
    await run.until(() => !run.state.profile.completionBusy);
    run.stop();
    expect(fields(run.fetch.callsTo('PATCH /user/profile/update')[0]?.body)).toEqual(values);
    expect(run.state.session.user?.profileCompleted).toBe(true);
    expect(run.navigations).toEqual(['/packages']);
  });

  it('a refused update keeps the user on the form with the reason', async () => {
    const run = harness(
      { 'PATCH /user/profile/update': validationFailed('/zipCode', 'Minimum 4 characters') },
      incomplete,
    );
    run.dispatch(profileCompletionRequested(values));
    await run.until(() => !run.state.profile.completionBusy);
    run.stop();
    expect(run.state.session.user?.profileCompleted).toBe(false);
    expect(run.navigations).toEqual([]);
    expect(run.toasts()).toEqual([
      { kind: 'error', message: 'zipCode: Minimum 4 characters', durationMs: 3000 },
    ]);
  });
});

describe('profile update', () => {
  it("says 'User Profile is being updated', sends the fields and the image as multipart, then stores the answer", async () => {
    const image = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    const updated = aUser({ name: 'Dana Lee', mobile: '5557654321', image: '/uploads/me.png' });
    const run = harness({ 'PATCH /user/profile/update': ok(updated, 'User Profile updated successfully') });
    run.dispatch(
      profileUpdateRequested({
        name: 'Dana Lee',
        mobile: '5557654321',
        countryCode: '+1',
        city: 'Austin',
        country: 'United States',
        image,
      }),
    );
    await run.until(() => !run.state.profile.profileBusy);
    run.stop();
    const sent = run.fetch.callsTo('PATCH /user/profile/update')[0]?.body as FormData;
    expect(sent.get('name')).toBe('Dana Lee');
    expect(sent.get('mobile')).toBe('5557654321');
    expect((sent.get('image') as File).name).toBe('me.png');
    expect(run.state.session.user?.image).toBe('/uploads/me.png');
    expect(run.toasts()).toEqual([
      { kind: 'info', message: 'app.profile.toast.updating', durationMs: 3000 },
      { kind: 'success', message: 'app.profile.toast.updated', durationMs: 3000 },
    ]);
  });

  it("a wrong image type: 'Image type should be JPG, PNG or JPEG'", async () => {
    const run = harness({
      'PATCH /user/profile/update': fail(400, 'Image type should be JPG, PNG or JPEG', 'IMAGE_TYPE_INVALID'),
    });
    run.dispatch(
      profileUpdateRequested({
        name: 'Dana',
        mobile: '5557654321',
        countryCode: '+1',
        city: 'Austin',
        country: 'US',
      }),
    );
    await run.until(() => !run.state.profile.profileBusy);
    run.stop();
    expect(run.toasts()[1]).toEqual({
      kind: 'error',
      message: 'app.profile.toast.imageType',
      durationMs: 3000,
    });
    expect(run.state.session.user?.name).toBe('Alex Morgan');
  });
});

describe('shipping address', () => {
  it("sends the six address fields; 'Address Details updated successfully'; then where the page asked", async () => {
    const address = {
      addressLine1: '2 High St',
      addressLine2: 'Flat 3',
      zipCode: '10001',
      state: 'New York',
      city: 'New York',
      country: 'India',
    };
    const run = harness({
      'PATCH /user/profile/update': ok(aUser(address), 'Address Details updated successfully'),
    });
    run.dispatch(addressUpdateRequested(address, '/profile'));
    await run.until(() => !run.state.profile.addressBusy);
    run.stop();
    expect(fields(run.fetch.callsTo('PATCH /user/profile/update')[0]?.body)).toEqual(address);
    expect(run.state.session.user?.addressLine1).toBe('2 High St');
    expect(run.toasts()).toEqual([
      { kind: 'success', message: 'app.profile.toast.addressUpdated', durationMs: 3000 },
    ]);
    expect(run.navigations).toEqual(['/profile']);
  });
});
