// Access tokens for many members at once, signed with the stack's Auth key and GoTrue's claims, as a sign-in
// would issue them. Thousands of password sign-ins (bcrypt) would measure Auth, not the API.
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { loadSigningKey } from '../../stack/keys.ts';
import type { BenchStack } from './stack.ts';

export async function memberTokens(stack: BenchStack, userIds: string[]): Promise<string[]> {
  const key = await loadSigningKey(stack.dataDir);
  const iat = Math.floor(Date.now() / 1000);
  return Promise.all(
    userIds.map((sub) =>
      new SignJWT({
        iss: `${stack.apiUrl}/auth/v1`,
        sub,
        aud: 'authenticated',
        exp: iat + 3600,
        iat,
        email: '',
        phone: '',
        app_metadata: { provider: 'email', providers: ['email'] },
        user_metadata: {},
        role: 'authenticated',
        aal: 'aal1',
        amr: [{ method: 'password', timestamp: iat }],
        session_id: randomUUID(),
        is_anonymous: false,
      })
        .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
        .sign(key.privateKey),
    ),
  );
}
