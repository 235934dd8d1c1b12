import { hash, verify } from '@node-rs/argon2';
import { passwordFailure, type PasswordFailure } from '@wellness/api/rules';

// OWASP Password Storage Cheat Sheet minimum for argon2id: m=19 MiB, t=2, p=1.
// `algorithm` is a const enum in the typings (not usable with isolatedModules); 2 is Argon2id.
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

let dummyHash: Promise<string> | undefined;

/** Verifies; with no stored hash it still spends the same time, so response timing does not reveal accounts. */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

const passwordMessages: Record<PasswordFailure, string> = {
  minLength: 'Password must be at least 8 characters long',
  uppercase: 'Password must contain at least one uppercase letter',
  lowercase: 'Password must contain at least one lowercase letter',
  number: 'Password must contain at least one number',
  special: 'Password must contain at least one special character',
};

/** The spec's password rules (§5): openapi.yaml's Password, as the forms check it too. */
export function passwordProblem(password: string): string | undefined {
  const failure = passwordFailure(password);
  return failure && passwordMessages[failure];
}
