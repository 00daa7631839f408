import { ApiError } from '@/lib/api-client';

/** The message the server wrote for people, if it wrote one (not a bare status, not a transport failure). */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status === 0 || error.code === 'http_error') return undefined;
  return error.message || undefined;
}

/** The request never got an answer: offline, refused or timed out. */
export function isTransportError(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0;
}
