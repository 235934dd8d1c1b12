import type { Schema } from '@wellness/api';
import type { SharedCache } from './shared-cache.js';
import { and, asc, desc, eq, gte, isNull, or } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { PrivateFileStorage } from '../adapters/storage/index.js';
import type { Database } from '../db/index.js';
import {
  healthHeroApplications,
  healthHeroes,
  healthHeroSessions,
  packages,
  users,
  type HealthHeroApplicationRow,
  type HealthHeroRow,
  type HealthHeroSessionRow,
  type PackageRow,
  type UserRow,
} from '../db/schema.js';
import { ApiError, validationError } from '../errors.js';
import type { UploadedFile } from '../http/types.js';
import { localized, type Locale } from './locale.js';
import { activePackage } from './users.js';

/** §8, word for word. */
export const HERO_MESSAGES = {
  applied: 'You have successfully applied for the session',
  alreadyRequested: 'You have already requested to join this Health Hero.',
  limitExceeded: 'You have exceeded the limit to get the Health Hero Session.',
  pastDate: 'Date cannot be in the past',
  registered: 'Your request to become a Health Hero is submitted successfully.',
  requestExists: 'Request already exists',
  storyType: 'Image type should be JPG, PNG or JPEG ',
  documentType: 'Document type should be PDF',
  ownHero: 'You cannot request a session with yourself.',
  notAHero: 'This page is for accepted Health Heroes.',
  packageUnknown: 'Choose a membership package.',
} as const;

/** Session dates and times are wall-clock values in the programme's time zone (events are shown in PT too). */
export const SESSION_TIME_ZONE = 'America/Los_Angeles';

/** The date (YYYY-MM-DD) and time (HH:mm) on the wall clock of `timeZone` at `now`. */
function wallClock(now: Date, timeZone = SESSION_TIME_ZONE) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** §5: neither the date nor (on today's date) the time may be in the past. */
function isInPast(sessionDate: string, sessionTime: string, now: Date) {
  const today = wallClock(now);
  return sessionDate < today.date || (sessionDate === today.date && sessionTime < today.time);
}

/**
 * A package of N sessions holds at most N live sessions (isActive true or null): the spec's "at least the count"
 * let Starter (0) book one (issue 31). No current package, no session.
 */
function mayRequestSession(pkg: Pick<PackageRow, 'numberOfHealthHeroSessions'> | null, activeCount: number) {
  return pkg !== null && activeCount < pkg.numberOfHealthHeroSessions;
}

const liveSession = or(isNull(healthHeroSessions.isActive), eq(healthHeroSessions.isActive, true));

/** The hero in `locale`: their own sentences where translated (English otherwise); names stay as written. */
function toHeroView(row: HealthHeroRow, pkg: PackageRow | null, locale: Locale) {
  const hero = localized(row, locale);
  return {
    uuid: hero.id,
    name: hero.name,
    image: hero.image,
    city: hero.city,
    country: hero.country,
    category: hero.category,
    discrip: hero.discrip,
    preferredDays: hero.preferredDays,
    numberOfHours: hero.numberOfHours,
    packages: pkg ? [{ uuid: pkg.id, name: pkg.name, colour: pkg.colour, monthlyCost: pkg.monthlyCost }] : [],
    experience: hero.experience,
    areaOfMentoring: hero.areaOfMentoring,
    diseaseType: hero.diseaseType,
    mentoringChannel: hero.mentoringChannel,
    ageBracket: hero.ageBracket,
    reasonForMentoring: hero.reasonForMentoring,
  };
}

function toSessionView(session: HealthHeroSessionRow, hero: HealthHeroRow) {
  return {
    uuid: session.id,
    healthHeroUuid: hero.id,
    healthHero: { uuid: hero.id, name: hero.name, image: hero.image },
    sessionDate: session.sessionDate,
    sessionTime: session.sessionTime,
    sessionPurpose: session.sessionPurpose,
    otherProblems: session.otherProblems,
    consultation: session.consultation,
    isActive: session.isActive,
    createdAt: session.createdAt.toISOString(),
  };
}

/** A request made to the caller's hero profile (openapi.yaml OwnHeroSession): the member's name only. */
function toOwnSessionView(row: {
  session: HealthHeroSessionRow;
  member: { name: string | null; email: string };
}) {
  const { session, member } = row;
  return {
    uuid: session.id,
    member: { name: member.name ?? member.email },
    sessionDate: session.sessionDate,
    sessionTime: session.sessionTime,
    sessionPurpose: session.sessionPurpose,
    otherProblems: session.otherProblems,
    consultation: session.consultation,
    isActive: session.isActive,
    requestedAt: session.createdAt.toISOString(),
  };
}

/** The contract's session request (openapi.yaml HealthHeroSessionRequest). */
export type SessionRequest = Schema<'HealthHeroSessionRequest'>;

/** The contract's application form without its files (they arrive as uploads). */
type HeroApplicationFields = Omit<Schema<'HealthHeroApplication'>, 'uploadStory' | 'uploadDocuments'>;

/** What a story may be (§5's list), recognised by content: mime → stored extension. */
const STORY_TYPES: Record<string, string> = {
  'video/mp4': 'mp4',
  'video/x-matroska': 'mkv',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'audio/mpeg': 'mp3',
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
};
const CONTENT_TYPES = Object.fromEntries(Object.entries(STORY_TYPES).map(([mime, ext]) => [ext, mime]));

const MIB = 1024 * 1024;
const tooLarge = (limit: number) => {
  const size = limit >= MIB ? `${Math.floor(limit / MIB)} MB` : `${Math.max(1, Math.floor(limit / 1024))} KB`;
  return new ApiError(413, `The file is too large (at most ${size}).`, 'FILE_TOO_LARGE');
};

/** Checks a file by its bytes; returns the stored extension or throws the field's 4xx. */
async function fileKind(
  file: UploadedFile,
  allowed: Record<string, string>,
  invalid: () => ApiError,
  limit: number,
) {
  if (file.truncated) throw tooLarge(limit);
  if (file.buffer.length === 0) throw invalid();
  const detected = await fileTypeFromBuffer(file.buffer);
  const extension = detected ? allowed[detected.mime] : undefined;
  if (!extension) throw invalid();
  return extension;
}

export function heroService(deps: {
  db: Database;
  clock: () => Date;
  files: PrivateFileStorage;
  uploadLimit: number;
  cache: SharedCache;
}) {
  const { db, clock, files, uploadLimit } = deps;

  async function findHero(id: string) {
    const [row] = await db
      .select({ hero: healthHeroes, pkg: packages })
      .from(healthHeroes)
      .leftJoin(packages, eq(packages.id, healthHeroes.packageId))
      .where(and(eq(healthHeroes.id, id), eq(healthHeroes.isActive, true)));
    if (!row) throw new ApiError(404, 'Health Hero not found', 'HEALTH_HERO_NOT_FOUND');
    return row;
  }

  return {
    /** Every member of a language sees the same list: serialised and kept until a hero changes. */
    listShared(locale: Locale) {
      return deps.cache.get(`heroes:${locale}`, ['heroes', 'packages'], async () => ({
        value: await this.list(locale),
      }));
    },

    async list(locale: Locale) {
      const rows = await db
        .select({ hero: healthHeroes, pkg: packages })
        .from(healthHeroes)
        .leftJoin(packages, eq(packages.id, healthHeroes.packageId))
        .where(eq(healthHeroes.isActive, true))
        .orderBy(asc(healthHeroes.name), asc(healthHeroes.id));
      return rows.map((r) => toHeroView(r.hero, r.pkg, locale));
    },

    /**
     * A session request (pending until staff accept it), with the member's row locked so concurrent requests
     * by one member are decided one after another against the §4 limit.
     */
    async requestSession(userId: string, request: SessionRequest) {
      const now = clock();
      if (isInPast(request.sessionDate, request.sessionTime, now)) {
        throw new ApiError(400, HERO_MESSAGES.pastDate, 'DATE_IN_PAST');
      }
      const { hero } = await findHero(request.healthHeroUuid);
      if (hero.userId === userId) throw new ApiError(403, HERO_MESSAGES.ownHero, 'OWN_HEALTH_HERO');
      const session = await db.transaction(async (tx) => {
        const [member] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
        if (!member) throw new ApiError(401, 'Invalid access_token', 'UNAUTHENTICATED');
        const live = await tx
          .select({ heroId: healthHeroSessions.heroId })
          .from(healthHeroSessions)
          .where(and(eq(healthHeroSessions.userId, userId), liveSession));
        if (live.some((s) => s.heroId === hero.id)) {
          throw new ApiError(409, HERO_MESSAGES.alreadyRequested, 'ALREADY_REQUESTED');
        }
        const [pkg] = member.packageId
          ? await tx.select().from(packages).where(eq(packages.id, member.packageId))
          : [];
        if (!mayRequestSession(activePackage(member, pkg, now), live.length)) {
          throw new ApiError(403, HERO_MESSAGES.limitExceeded, 'HH_SESSION_LIMIT_EXCEEDED');
        }
        const [created] = await tx
          .insert(healthHeroSessions)
          .values({
            userId,
            heroId: hero.id,
            sessionDate: request.sessionDate,
            sessionTime: request.sessionTime,
            sessionPurpose: request.sessionPurpose.trim(),
            otherProblems: request.otherProblems?.trim() || null,
            consultation: request.consultation,
            isActive: null,
            createdAt: now,
          })
          .returning();
        return created as HealthHeroSessionRow;
      });
      return toSessionView(session, hero);
    },

    async sessions(userId: string) {
      const rows = await db
        .select({ session: healthHeroSessions, hero: healthHeroes })
        .from(healthHeroSessions)
        .innerJoin(healthHeroes, eq(healthHeroes.id, healthHeroSessions.heroId))
        .where(eq(healthHeroSessions.userId, userId))
        .orderBy(desc(healthHeroSessions.createdAt), desc(healthHeroSessions.id));
      return rows.map((r) => toSessionView(r.session, r.hero));
    },

    /** The caller's own active hero profile; anyone without one is refused (NOT_A_HEALTH_HERO). */
    async ownHero(userId: string) {
      const [hero] = await db
        .select()
        .from(healthHeroes)
        .where(and(eq(healthHeroes.userId, userId), eq(healthHeroes.isActive, true)));
      if (!hero) throw new ApiError(403, HERO_MESSAGES.notAHero, 'NOT_A_HEALTH_HERO');
      return hero;
    },

    /**
     * A hero's own page (issue 31): requests waiting for their decision (oldest first) and their accepted
     * sessions from today on (Pacific time, soonest first).
     */
    async ownSessions(userId: string) {
      const hero = await this.ownHero(userId);
      const today = wallClock(clock()).date;
      const base = () =>
        db
          .select({ session: healthHeroSessions, member: { name: users.name, email: users.email } })
          .from(healthHeroSessions)
          .innerJoin(users, eq(users.id, healthHeroSessions.userId));
      const [requests, upcoming] = await Promise.all([
        base()
          .where(and(eq(healthHeroSessions.heroId, hero.id), isNull(healthHeroSessions.isActive)))
          .orderBy(asc(healthHeroSessions.createdAt), asc(healthHeroSessions.id)),
        base()
          .where(
            and(
              eq(healthHeroSessions.heroId, hero.id),
              eq(healthHeroSessions.isActive, true),
              gte(healthHeroSessions.sessionDate, today),
            ),
          )
          .orderBy(
            asc(healthHeroSessions.sessionDate),
            asc(healthHeroSessions.sessionTime),
            asc(healthHeroSessions.id),
          ),
      ]);
      return { requests: requests.map(toOwnSessionView), upcoming: upcoming.map(toOwnSessionView) };
    },

    /** The member's latest application, if any. */
    async latestApplication(userId: string) {
      const [row] = await db
        .select()
        .from(healthHeroApplications)
        .where(eq(healthHeroApplications.userId, userId))
        .orderBy(desc(healthHeroApplications.createdAt))
        .limit(1);
      return row;
    },

    /**
     * Become a health hero: both files are checked by content before anything is stored; one open application
     * per member (a partial unique index settles two that arrive at once); files of a refused attempt are removed.
     */
    async apply(user: UserRow, fields: HeroApplicationFields, uploads: UploadedFile[]) {
      const story = uploads.find((f) => f.field === 'uploadStory');
      const documents = uploads.find((f) => f.field === 'uploadDocuments');
      const storyInvalid = () =>
        new ApiError(400, HERO_MESSAGES.storyType, 'STORY_FILE_TYPE_INVALID', [
          { path: '/uploadStory', message: HERO_MESSAGES.storyType },
        ]);
      const documentInvalid = () =>
        new ApiError(400, HERO_MESSAGES.documentType, 'DOCUMENT_TYPE_INVALID', [
          { path: '/uploadDocuments', message: HERO_MESSAGES.documentType },
        ]);
      if (!story) throw storyInvalid();
      const [pkg] = await db
        .select({ id: packages.id })
        .from(packages)
        .where(and(eq(packages.id, fields.packageUuid), eq(packages.isActive, true)));
      if (!pkg) throw validationError('/packageUuid', HERO_MESSAGES.packageUnknown);
      // The hero profile shows these: spaces only count as blank (the form's minLength cannot tell).
      const experience = fields.experience.trim();
      const reasonForMentoring = fields.reasonForMentoring.trim();
      const diseaseType = [...new Set(fields.diseaseType.map((d) => d.trim()).filter(Boolean))];
      if (!experience) throw validationError('/experience', 'experience must not be blank');
      if (!reasonForMentoring)
        throw validationError('/reasonForMentoring', 'reasonForMentoring must not be blank');
      if (!diseaseType.length) throw validationError('/diseaseType', 'diseaseType must not be blank');
      const storyExtension = await fileKind(story, STORY_TYPES, storyInvalid, uploadLimit);
      const documentsExtension = documents
        ? await fileKind(documents, { 'application/pdf': 'pdf' }, documentInvalid, uploadLimit)
        : undefined;

      const [open] = await db
        .select({ id: healthHeroApplications.id })
        .from(healthHeroApplications)
        .where(and(eq(healthHeroApplications.userId, user.id), eq(healthHeroApplications.status, 'pending')));
      if (open) throw requestExists();

      const storyFile = await files.save(story.buffer, storyExtension);
      const documentsFile =
        documents && documentsExtension ? await files.save(documents.buffer, documentsExtension) : null;
      try {
        await db.insert(healthHeroApplications).values({
          userId: user.id,
          mobile: fields.mobile ?? user.mobile,
          category: fields.category,
          ageGroup: fields.ageGroup,
          numberOfHours: fields.numberOfHours,
          mentoringChannel: fields.mentoringChannel,
          areaOfMentoring: fields.areaOfMentoring,
          experience,
          reasonForMentoring,
          diseaseType,
          packageId: pkg.id,
          storyFile,
          storyType: storyExtension,
          documentsFile,
          createdAt: clock(),
        });
      } catch (error) {
        await files.remove(storyFile);
        await files.remove(documentsFile);
        if ((error as { code?: string; cause?: { code?: string } }).code === '23505') throw requestExists();
        if ((error as { cause?: { code?: string } }).cause?.code === '23505') throw requestExists();
        throw error;
      }
    },

    /** A stored application file, for its owner or staff only; anyone else gets the same 404 as a missing file. */
    async file(caller: UserRow, name: string) {
      const [application] = await db
        .select()
        .from(healthHeroApplications)
        .where(
          or(eq(healthHeroApplications.storyFile, name), eq(healthHeroApplications.documentsFile, name)),
        );
      const allowed = application && (application.userId === caller.id || caller.role === 'staff');
      const stored = allowed ? await files.open(name) : undefined;
      if (!stored) throw new ApiError(404, 'File not found', 'FILE_NOT_FOUND');
      const extension = name.split('.').pop() ?? '';
      return {
        stream: stored.stream,
        size: stored.size,
        contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
        filename: name,
      };
    },
  };
}

const requestExists = () => new ApiError(409, HERO_MESSAGES.requestExists, 'HH_REQUEST_EXISTS');

/** The application as its owner sees it in the check call: file links go through the private file call. */
export function toApplicationView(application: HealthHeroApplicationRow) {
  const link = (name: string | null) => (name ? `/v1/user/healtHero/registration/files/${name}` : null);
  return {
    uuid: application.id,
    status: application.status,
    createdAt: application.createdAt.toISOString(),
    uploadStory: link(application.storyFile) as string,
    uploadDocuments: link(application.documentsFile),
  };
}
