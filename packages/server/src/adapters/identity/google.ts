import { createRemoteJWKSet, jwtVerify } from 'jose';

interface VerifiedIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string | undefined;
}

export interface IdentityVerifier {
  /** Verifies a Google ID token (signature, issuer, audience, expiry); throws when it does not verify. */
  verify(idToken: string): Promise<VerifiedIdentity>;
}

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

export function googleVerifier(options: { clientId: string | undefined; jwksUrl: string }): IdentityVerifier {
  const keys = createRemoteJWKSet(new URL(options.jwksUrl));
  return {
    async verify(idToken) {
      if (!options.clientId) throw new Error('GOOGLE_CLIENT_ID is not configured');
      const { payload } = await jwtVerify(idToken, keys, {
        issuer: GOOGLE_ISSUERS,
        audience: options.clientId,
        algorithms: ['RS256'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') {
        throw new Error('Google ID token carries no subject or e-mail');
      }
      return {
        subject: payload.sub,
        email: payload.email.toLowerCase(),
        emailVerified: payload.email_verified === true,
        name: typeof payload.name === 'string' ? payload.name : undefined,
      };
    },
  };
}
