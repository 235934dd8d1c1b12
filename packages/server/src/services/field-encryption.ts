import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * Seals small secrets at rest with AES-256-GCM: a fresh 12-byte nonce per value, the row's id as associated data
 * (a sealed value copied to another row does not open), stored as `v1.<nonce>.<tag>.<ciphertext>` (base64url).
 */
export function fieldSealer(key: Buffer) {
  if (key.length !== 32) throw new Error('The data encryption key must be 32 bytes');
  return {
    seal(plaintext: string, context: string): string {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const parts = [nonce, cipher.getAuthTag(), ciphertext].map((b) => b.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    open(sealed: string, context: string): string {
      const [version, nonce, tag, ciphertext] = sealed.split('.');
      if (version !== VERSION || !nonce || !tag || ciphertext === undefined) {
        throw new Error('Not a sealed value');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

export type FieldSealer = ReturnType<typeof fieldSealer>;
