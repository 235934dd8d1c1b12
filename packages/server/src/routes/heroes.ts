import { authOf } from '../http/auth.js';
import { localeOf } from '../http/locale.js';
import type { TypedHandlers } from '../http/types.js';
import type { Services } from '../services/context.js';
import { HERO_MESSAGES, heroService, toApplicationView } from '../services/heroes.js';
import { staffService } from '../services/staff.js';

/** §2 Health heroes and §7 GET /user/healtHero/list, POST …/apply, …/registration, GET …/registered/list. */
export function heroHandlers(services: Services): TypedHandlers {
  const heroes = heroService({
    db: services.db,
    clock: services.clock,
    files: services.privateFiles,
    uploadLimit: services.config.heroUploadMaxBytes,
    cache: services.cache,
  });
  // A hero's decision goes through the staff queue's decision (the same lock and mail), limited to their own.
  const decisions = staffService({
    db: services.db,
    clock: services.clock,
    jobs: services.jobs,
    send: (mail) => services.mailer.send(mail),
    config: services.config,
  });
  return {
    async 'GET /user/healtHero/list'(request) {
      authOf(request);
      return { status: 200, message: 'Health heroes', dataJson: await heroes.listShared(localeOf(request)) };
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

    async 'GET /user/healthHero/own/sessions'(request) {
      const { user } = authOf(request);
      return { status: 200, message: 'Your sessions', data: await heroes.ownSessions(user.id) };
    },

    async 'PATCH /user/healthHero/own/sessions/{uuid}'(request) {
      const { user } = authOf(request);
      await heroes.ownHero(user.id);
      const { decision } = request.body;
      await decisions.decideSessionAsHero(user, request.params.uuid, decision);
      return {
        status: 200,
        message: decision === 'accept' ? 'The request has been accepted.' : 'The request has been rejected.',
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
