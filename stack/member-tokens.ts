// Access tokens for many members at once, as a password sign-in would issue them (GoTrue's claims, the stack's
// signing key), for tools that need thousands: as many bcrypt sign-ins would measure Auth, not the API.
import { randomUUID } from 'node:crypto';
import { signAccessTokenWith, type TokenSigner } from './auth/tokens.ts';
import { loadSigningKey } from './keys.ts';

/** A signer with the key of the stack that keeps its data in `dataDir` and answers at `apiUrl`. */
export async function stackTokenSigner(
  stack: { apiUrl: string; dataDir: string },
  expiresIn = 3600,
): Promise<TokenSigner> {
  return { issuer: `${stack.apiUrl}/auth/v1`, signingKey: await loadSigningKey(stack.dataDir), expiresIn };
}

/** The access token of a new password session of `userId`, an e-mail member without metadata. */
export async function memberAccessToken(signer: TokenSigner, userId: string): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  const { token } = await signAccessTokenWith(signer, {
    userId,
    aud: 'authenticated',
    email: null,
    phone: null,
    appMetadata: { provider: 'email', providers: ['email'] },
    userMetadata: {},
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: iat }],
    sessionId: randomUUID(),
    isAnonymous: false,
  });
  return token;
}
