import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import { TEST_GOOGLE_CLIENT_ID } from './server.js';

/** A stand-in for Google's key endpoint: a local RSA key pair whose public half is served as a JWKS on 127.0.0.1. */
export class FakeGoogle {
  private server: Server | undefined;
  private privateKey: CryptoKey | undefined;
  jwksUrl = '';

  async start() {
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    this.privateKey = privateKey;
    const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
    this.server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.jwksUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/oauth2/v3/certs`;
  }

  async stop() {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** An ID token as Google would issue it; `overrides` bend one claim at a time. */
  async idToken(
    claims: { sub: string; email: string; name?: string; email_verified?: boolean },
    overrides: { audience?: string; issuer?: string; expiresIn?: string; key?: CryptoKey } = {},
  ) {
    return new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(overrides.issuer ?? 'https://accounts.google.com')
      .setAudience(overrides.audience ?? TEST_GOOGLE_CLIENT_ID)
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime(overrides.expiresIn ?? '1h')
      .sign(overrides.key ?? (this.privateKey as CryptoKey));
  }
}
