import { describe, expect, it } from 'vitest';
import { aUser } from '@wellness/api/testing';
import type { ProfileSubmit } from '@wellness/ui/account';
import { changedFields } from '../routes/ProfilePage';

const user = aUser({ name: 'Alex Morgan', mobile: '5551234567', addressLine2: 'Flat 2', gender: null });
const unchanged: ProfileSubmit = {
  firstName: 'Alex',
  lastName: 'Morgan',
  name: 'Alex Morgan',
  email: user.email,
  countryCode: user.countryCode ?? '',
  mobile: '5551234567',
  ageGroup: user.ageGroup ?? '',
  gender: '',
  addressLine1: user.addressLine1 ?? '',
  addressLine2: 'Flat 2',
  city: user.city ?? '',
  state: user.state ?? '',
  zipCode: user.zipCode ?? '',
  country: user.country ?? '',
  image: null,
};

describe('profile update: only what changed is sent', () => {
  it('sends nothing for an untouched form', () => {
    expect(changedFields(user, unchanged)).toEqual({});
  });

  it('sends the combined name, changed fields and a new image', () => {
    const image = new File(['x'], 'me.png', { type: 'image/png' });
    expect(
      changedFields(user, {
        ...unchanged,
        name: 'Alex J Morgan',
        mobile: '5550000000',
        gender: 'Female',
        image,
      }),
    ).toEqual({ name: 'Alex J Morgan', mobile: '5550000000', gender: 'Female', image });
  });

  it('lets the second address line be cleared, but never sends other fields emptied', () => {
    expect(changedFields(user, { ...unchanged, addressLine2: '', state: '' })).toEqual({ addressLine2: '' });
  });
});
