// Access tokens for many members at once, as a sign-in would issue them, signed with the stack's Auth key.
// Thousands of password sign-ins (bcrypt) would measure Auth, not the API.
import { memberAccessToken, stackTokenSigner } from '../../stack/index.ts';
import type { BenchStack } from './stack.ts';

export async function memberTokens(stack: BenchStack, userIds: string[]): Promise<string[]> {
  const signer = await stackTokenSigner(stack);
  return Promise.all(userIds.map((userId) => memberAccessToken(signer, userId)));
}
