import { describe, expect, it } from 'vitest';
import {
  checkImageType,
  validateAddress,
  validateChangePassword,
  validateForgotPassword,
  validateLogin,
  validatePhoneCode,
  validateProfile,
  validateProfileCompletion,
  validateResetPassword,
  validateSignup,
} from './validation';

const GOOD_PASSWORD = 'Calm#Sea9';

describe('validateLogin', () => {
  it('asks for an email, then for a valid one', () => {
    expect(validateLogin({ password: GOOD_PASSWORD }).email).toBe('You must enter an email');
    expect(validateLogin({ email: 'anna@', password: GOOD_PASSWORD }).email).toBe(
      'You must enter a valid email',
    );
  });

  it('reports the password rules in the spec order', () => {
    const passwordError = (password: string | undefined) =>
      validateLogin({ email: 'anna@example.org', password }).password;
    expect(passwordError(undefined)).toBe('Please enter your password');
    expect(passwordError('Ab1#')).toBe('Password must be at least 8 characters long');
    expect(passwordError('calm#sea9')).toBe('Password must contain at least one uppercase letter');
    expect(passwordError('CALM#SEA9')).toBe('Password must contain at least one lowercase letter');
    expect(passwordError('Calm#Seas')).toBe('Password must contain at least one number');
    expect(passwordError('CalmSea99')).toBe('Password must contain at least one special character');
  });

  it('accepts a valid email and strong password', () => {
    expect(validateLogin({ email: 'anna@example.org', password: GOOD_PASSWORD })).toEqual({});
  });

  it('uses messages passed by the caller', () => {
    const errors = validateLogin(
      { email: 'x' },
      {
        emailInvalid: 'Geçerli bir e-posta girin',
        emailRequired: '-',
        required: 'Şifrenizi girin',
        minLength: '-',
        uppercase: '-',
        lowercase: '-',
        number: '-',
        special: '-',
      },
    );
    expect(errors).toEqual({ email: 'Geçerli bir e-posta girin', password: 'Şifrenizi girin' });
  });
});

describe('validateSignup', () => {
  it('uses the sign-up wording (email Id, confirm with full stop)', () => {
    const errors = validateSignup({ email: 'anna', password: GOOD_PASSWORD });
    expect(errors.email).toBe('You must enter a valid email Id');
    expect(errors.confirmPassword).toBe('Please enter your password.');
  });

  it('reports a mismatched confirmation', () => {
    const errors = validateSignup({
      email: 'anna@example.org',
      password: GOOD_PASSWORD,
      confirmPassword: 'x',
    });
    expect(errors).toEqual({ confirmPassword: 'Password and Confirm Password do not match' });
  });

  it('passes a complete sign-up', () => {
    expect(
      validateSignup({ email: 'anna@example.org', password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD }),
    ).toEqual({});
  });
});

describe('validateForgotPassword', () => {
  it('uses the lower-case "email id" wording', () => {
    expect(validateForgotPassword({}).email).toBe('You must enter an email id');
    expect(validateForgotPassword({ email: 'anna' }).email).toBe('You must enter a valid email id');
    expect(validateForgotPassword({ email: 'anna@example.org' })).toEqual({});
  });
});

describe('validateResetPassword and validateChangePassword', () => {
  it('requires matching passwords', () => {
    expect(validateResetPassword({ newPassword: GOOD_PASSWORD, confirmPassword: 'Other#Sea9' })).toEqual({
      confirmPassword: 'Passwords must match',
    });
    expect(validateResetPassword({ newPassword: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD })).toEqual({});
  });

  it('applies the password rules to the new password', () => {
    expect(validateResetPassword({ newPassword: 'short' }).newPassword).toBe(
      'Password must be at least 8 characters long',
    );
  });

  it('requires the old password when changing it', () => {
    const values = { newPassword: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD };
    expect(validateChangePassword(values)).toEqual({ oldPassword: 'Please enter your password' });
    expect(validateChangePassword({ ...values, oldPassword: 'Old#Pass1' })).toEqual({});
  });
});

describe('validatePhoneCode', () => {
  it('wants exactly four digits', () => {
    expect(validatePhoneCode({ code: '123' }).code).toBeDefined();
    expect(validatePhoneCode({ code: '12a4' }).code).toBeDefined();
    expect(validatePhoneCode({ code: '1234' })).toEqual({});
  });
});

describe('validateProfileCompletion', () => {
  const complete = {
    name: 'Anna',
    country: 'India',
    state: 'Goa',
    city: 'Panaji',
    zipCode: '4030',
    terms: true,
  };

  it('requires every field and the terms box', () => {
    expect(validateProfileCompletion({})).toEqual({
      name: 'This field is required',
      country: 'This field is required',
      state: 'This field is required',
      city: 'This field is required',
      zipCode: 'This field is required',
      terms: 'You must accept the pricing policy terms and conditions',
    });
  });

  it('checks the minimum lengths', () => {
    expect(validateProfileCompletion({ ...complete, zipCode: '403', city: 'Pa', state: 'Go' })).toEqual({
      zipCode: 'Minimum 4 characters',
      city: 'Minimum 3 characters',
      state: 'Minimum 3 characters',
    });
    expect(validateProfileCompletion(complete)).toEqual({});
  });
});

describe('validateProfile', () => {
  const complete = {
    firstName: 'Anna',
    email: 'anna@example.org',
    countryCode: '+91',
    mobile: '9876543210',
    city: 'Panaji',
    country: 'India',
  };

  it('accepts a complete profile', () => {
    expect(validateProfile(complete)).toEqual({});
  });

  it('checks the mobile number', () => {
    expect(validateProfile({ ...complete, mobile: '98-76' }).mobile).toBe('Must be only digits');
    expect(validateProfile({ ...complete, mobile: '98765' }).mobile).toBe('Must be greater than 6 digits');
    expect(validateProfile({ ...complete, mobile: '1234567890123456' }).mobile).toBe(
      'Must be less than 15 digits',
    );
    expect(validateProfile({ ...complete, mobile: '' }).mobile).toBe('This field is required');
  });

  it('requires first name, country code, city and country', () => {
    const errors = validateProfile({ email: 'anna@example.org', mobile: '9876543210' });
    expect(Object.keys(errors).sort()).toEqual(['city', 'country', 'countryCode', 'firstName']);
  });
});

describe('checkImageType', () => {
  it('accepts JPG, JPEG and PNG only', () => {
    const message = 'Image type should be JPG, PNG or JPEG';
    expect(checkImageType(new File(['x'], 'me.PNG', { type: 'image/png' }), message)).toBeUndefined();
    expect(checkImageType(new File(['x'], 'me.jpeg', { type: 'image/jpeg' }), message)).toBeUndefined();
    expect(checkImageType(new File(['x'], 'me.gif', { type: 'image/gif' }), message)).toBe(message);
    expect(checkImageType(null, message)).toBeUndefined();
  });
});

describe('validateAddress', () => {
  it('requires all six fields', () => {
    expect(Object.values(validateAddress({}))).toEqual(Array(6).fill('This field is required'));
    expect(
      validateAddress({
        addressLine1: '1 Lake Road',
        addressLine2: 'Flat 2',
        zipCode: '4030',
        state: 'Goa',
        city: 'Panaji',
        country: 'India',
      }),
    ).toEqual({});
  });
});
