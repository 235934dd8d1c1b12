import { authOf } from '../http/auth.js';
import type { TypedHandlers } from '../http/types.js';
import type { Services } from '../services/context.js';
import { profileService } from '../services/profiles.js';

/** §3 POST /user/profile/view, PATCH /user/profile/update, PATCH /user/add/web/token; §6 GET/PUT /user/settings. */
export function profileHandlers(services: Services): TypedHandlers {
  const profiles = profileService(services);
  return {
    async 'POST /user/profile/view'(request) {
      const { user } = authOf(request);
      return { status: 200, message: 'User Profile', data: await profiles.view(user) };
    },

    async 'PATCH /user/profile/update'(request) {
      const { user } = authOf(request);
      const image = request.files.find((f) => f.field === 'image');
      const updated = await profiles.update(user, request.body, image);
      return {
        status: 200,
        message: updated.addressOnly
          ? 'Address Details updated successfully'
          : 'User Profile updated successfully',
        data: updated.user,
      };
    },

    async 'GET /user/settings'(request) {
      const { user } = authOf(request);
      return { status: 200, message: 'Settings', data: await profiles.settings(user) };
    },

    async 'PUT /user/settings'(request) {
      const { user } = authOf(request);
      return {
        status: 200,
        message: 'Settings saved',
        data: await profiles.saveSettings(user, request.body),
      };
    },

    async 'PATCH /user/add/web/token'(request) {
      const { user } = authOf(request);
      await profiles.savePushToken(user, request.body.token);
      return { status: 200, message: 'Web token saved successfully' };
    },
  };
}
