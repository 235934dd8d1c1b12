import { authOf } from '../http/auth.js';
import type { TypedHandlers } from '../http/types.js';
import { accountService } from '../services/accounts.js';
import { signInLimits } from '../services/sign-in-limits.js';
import type { Services } from '../services/context.js';

/** §1 sign-up, sign-in, passwords and signing out; the rules are in services/accounts.ts. */
export function accountHandlers(services: Services): TypedHandlers {
  const accounts = accountService(services);
  const limits = signInLimits(services.db, services.clock, {
    accountMax: services.config.authRateLimitMax,
    addressMax: services.config.authAddressFailureMax,
    windowMs: services.config.authRateLimitWindowMs,
  });
  return {
    async 'POST /user/create'({ body }) {
      await accounts.signUp(body);
      return { status: 201, message: 'Create New User Success' };
    },

    async 'POST /user/verify/email'({ body }) {
      await accounts.verifyEmail(body.token);
      return { status: 200, message: 'Email Conformed' };
    },

    async 'POST /user/login'({ body, raw }) {
      const { data, profileIncomplete, packageMissing } = await limits.attempt(body.email, raw.ip, () =>
        accounts.logIn(body.email, body.password),
      );
      if (profileIncomplete) {
        return {
          status: 418,
          message: 'Error! You have not completed your registration details.',
          data,
          error: { code: 'PROFILE_INCOMPLETE' },
        };
      }
      if (packageMissing) {
        return {
          status: 206,
          message: 'Error! You have not selected any package.',
          data,
          error: { code: 'PACKAGE_NOT_SELECTED' },
        };
      }
      return { status: 200, message: 'Login successful', data };
    },

    async 'POST /user/login/social'({ body }) {
      const { token, user: userData, created } = await accounts.logInWithGoogle(body.idToken);
      return created
        ? { status: 201, message: 'Success! You are registered.', data: { token, userData } }
        : { status: 200, message: 'Login successful', data: { token, userData } };
    },

    async 'POST /user/forgotPassword'({ body }) {
      await accounts.forgotPassword(body.email);
      return { status: 200, message: 'A verification link has been sent to your account' };
    },

    async 'POST /user/reset'({ body }) {
      await accounts.resetPassword(body);
      return { status: 200, message: 'Password Reset Successful' };
    },

    async 'PATCH /user/password/change'(request) {
      const { user, sessionId } = authOf(request);
      await accounts.changePassword(user, sessionId, request.body);
      return { status: 200, message: 'Your Password Updated Successfully' };
    },

    async 'POST /user/logout'(request) {
      await accounts.logOut(authOf(request).sessionId);
      return { status: 200, message: 'Logout successful' };
    },
  };
}
