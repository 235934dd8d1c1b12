import type { MemberSettings, MemberSettingsSaveRequest } from '@wellness/api';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { pushTokens, users, type UserRow } from '../db/schema.js';
import { ApiError, validationError } from '../errors.js';
import type { UploadedFile } from '../http/types.js';
import type { Services } from './context.js';
import { loadUserView } from './users.js';

const PROFILE_FIELDS = [
  'name',
  'mobile',
  'ageGroup',
  'gender',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'zipCode',
  'country',
  'countryCode',
] as const;
type ProfileField = (typeof PROFILE_FIELDS)[number];
/** The text fields of a profile update as the contract has checked them (age groups and genders are its enums). */
type ProfileChanges = Partial<Record<ProfileField, string>>;

const ADDRESS_FIELDS = new Set<string>([
  'addressLine1',
  'addressLine2',
  'zipCode',
  'state',
  'city',
  'country',
]);
/** Fields whose presence makes the profile complete; they can be changed but not emptied. */
const REQUIRED_FIELDS = new Set<string>(['name', 'country', 'state', 'city', 'zipCode']);

/** Content sniffing decides, never the file name or the declared type. */
const IMAGE_EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png' };
const imageTypeInvalid = () =>
  new ApiError(400, 'Image type should be JPG, PNG or JPEG', 'IMAGE_TYPE_INVALID');

/** §3 the member's profile: reading it, changing its fields and picture, the browser's push token. */
export function profileService(services: Services) {
  const { db, clock, storage } = services;
  return {
    view(user: UserRow) {
      return loadUserView(db, user.id, clock());
    },

    /**
     * Changes the given fields (trimmed; a required one cannot be emptied) and the picture when one is sent
     * (JPEG or PNG by its bytes); `addressOnly` tells whether only address fields changed.
     */
    async update(user: UserRow, fields: ProfileChanges, imageFile: UploadedFile | undefined) {
      const changes: Partial<Record<ProfileField, string | null>> = {};
      for (const field of PROFILE_FIELDS) {
        const raw = fields[field];
        if (raw === undefined) continue;
        const value = raw.trim();
        if (!value && REQUIRED_FIELDS.has(field))
          throw validationError(`/${field}`, 'This field is required');
        changes[field] = value || null;
      }

      let imageExtension: string | undefined;
      if (imageFile) {
        if (imageFile.truncated) throw imageTypeInvalid();
        imageExtension = IMAGE_EXTENSIONS[(await fileTypeFromBuffer(imageFile.buffer))?.mime ?? ''];
        if (!imageExtension) throw imageTypeInvalid();
      }
      if (!imageFile && Object.keys(changes).length === 0) {
        throw validationError('', 'Send at least one profile field to update');
      }

      const image =
        imageFile && imageExtension ? await storage.save(imageFile.buffer, imageExtension) : undefined;
      try {
        await db
          .update(users)
          // Each field has passed the contract's schema (age groups and genders are its enums).
          .set({ ...(changes as Partial<UserRow>), ...(image ? { image } : {}), updatedAt: clock() })
          .where(eq(users.id, user.id));
      } catch (error) {
        await storage.remove(image);
        throw error;
      }
      if (image) await storage.remove(user.image);

      const addressOnly = !image && Object.keys(changes).every((field) => ADDRESS_FIELDS.has(field));
      return { addressOnly, user: await loadUserView(db, user.id, clock()) };
    },

    /** Saves the browser's push token for the member; 409 when another member already has it. */
    async savePushToken(user: UserRow, token: string): Promise<void> {
      // A token already saved by another member stays theirs: taking it would send them this member's
      // notifications and silence their own.
      const [saved] = await db
        .insert(pushTokens)
        .values({ userId: user.id, token, createdAt: clock() })
        .onConflictDoUpdate({
          target: pushTokens.token,
          set: { createdAt: clock() },
          setWhere: eq(pushTokens.userId, user.id),
        })
        .returning({ id: pushTokens.id });
      if (!saved) {
        throw new ApiError(409, 'This web token is registered to another account', 'WEB_TOKEN_TAKEN');
      }
    },

    /** §6 the member's own shell settings (null until first saved) and shortcut page ids. */
    async settings(user: UserRow): Promise<MemberSettings> {
      const [row] = await db
        .select({ settings: users.shellSettings, shortcuts: users.shortcuts })
        .from(users)
        .where(eq(users.id, user.id));
      return { settings: row?.settings ?? null, shortcuts: row?.shortcuts ?? [] };
    },

    /** Replaces what is sent, keeps what is not; the contract has checked every field. */
    async saveSettings(user: UserRow, changes: MemberSettingsSaveRequest): Promise<MemberSettings> {
      const { settings, shortcuts } = changes;
      const [row] = await db
        .update(users)
        .set({
          ...(settings ? { shellSettings: settings } : {}),
          ...(shortcuts ? { shortcuts } : {}),
          updatedAt: clock(),
        })
        .where(eq(users.id, user.id))
        .returning({ settings: users.shellSettings, shortcuts: users.shortcuts });
      return { settings: row?.settings ?? null, shortcuts: row?.shortcuts ?? [] };
    },
  };
}
