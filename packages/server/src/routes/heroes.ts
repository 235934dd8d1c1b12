import { authOf } from '../http/auth.js';
import type { TypedHandlers } from '../http/types.js';
import type { Services } from '../services/context.js';
import { HERO_MESSAGES, heroService, toApplicationView } from '../services/heroes.js';

/** §2 Health heroes and §7 GET /user/healtHero/list, POST …/apply, …/registration, GET …/registered/list. */
export function heroHandlers(services: Services): TypedHandlers {
  const heroes = heroService({
    db: services.db,
    clock: services.clock,
    files: services.privateFiles,
    uploadLimit: services.config.heroUploadMaxBytes,
    cache: services.cache,
  });
  return {
    async 'GET /user/healtHero/list'(request) {
      authOf(request);
      return { status: 200, message: 'Health heroes', dataJson: await heroes.listShared() };
    },

    async 'POST /user/healtHero/apply'(request) {
      const { user } = authOf(request);
      const session = await heroes.requestSession(user.id, request.body);
      return { status: 201, message: HERO_MESSAGES.applied, data: session };
    },

    async 'GET /user/healtHero/registered/list'(request) {
      const { user } = authOf(request);
      return {
        status: 200,
        message: 'Registered health hero sessions',
        data: await heroes.sessions(user.id),
      };
    },

    async 'GET /user/healthHero/check/existing/request'(request) {
      const { user } = authOf(request);
      const application = await heroes.latestApplication(user.id);
      return {
        status: 200,
        message: 'Success',
        data: {
          exists: application?.status === 'pending',
          status: application?.status ?? null,
          application: application ? toApplicationView(application) : null,
        },
      };
    },

    async 'POST /user/healtHero/registration'(request) {
      const { user } = authOf(request);
      await heroes.apply(user, request.body, request.files);
      return { status: 201, message: HERO_MESSAGES.registered };
    },

    async 'GET /user/healtHero/registration/files/{name}'(request) {
      const { user } = authOf(request);
      const file = await heroes.file(user, String(request.params.name));
      return { status: 200, message: 'File', file };
    },
  };
}
