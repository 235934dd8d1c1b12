import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { pushTokens, users, type UserRow } from '../db/schema.js';
import { ApiError, validationError } from '../http/errors.js';
import type { TypedHandlers } from '../http/types.js';
import type { Services } from '../services/context.js';
import { loadUserView } from '../services/users.js';
import { authOf } from '../http/auth.js';

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

export function profileHandlers(services: Services): TypedHandlers {
  const { db, clock, storage } = services;
  return {
    async 'POST /user/profile/view'(request) {
      const { user } = authOf(request);
      return { status: 200, message: 'User Profile', data: await loadUserView(db, user.id, clock()) };
    },

    async 'PATCH /user/profile/update'(request) {
      const { user } = authOf(request);
      const changes: Partial<Record<ProfileField, string | null>> = {};
      for (const field of PROFILE_FIELDS) {
        const raw = request.body[field];
        if (raw === undefined) continue;
        const value = raw.trim();
        if (!value && REQUIRED_FIELDS.has(field))
          throw validationError(`/${field}`, 'This field is required');
        changes[field] = value || null;
      }

      const imageFile = request.files.find((f) => f.field === 'image');
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
      return {
        status: 200,
        message: addressOnly ? 'Address Details updated successfully' : 'User Profile updated successfully',
        data: await loadUserView(db, user.id, clock()),
      };
    },

    async 'PATCH /user/add/web/token'(request) {
      const { user } = authOf(request);
      // A token already saved by another member stays theirs: taking it would send them this member's
      // notifications and silence their own.
      const [saved] = await db
        .insert(pushTokens)
        .values({ userId: user.id, token: request.body.token, createdAt: clock() })
        .onConflictDoUpdate({
          target: pushTokens.token,
          set: { createdAt: clock() },
          setWhere: eq(pushTokens.userId, user.id),
        })
        .returning({ id: pushTokens.id });
      if (!saved) {
        throw new ApiError(409, 'This web token is registered to another account', 'WEB_TOKEN_TAKEN');
      }
      return { status: 200, message: 'Web token saved successfully' };
    },
  };
}
