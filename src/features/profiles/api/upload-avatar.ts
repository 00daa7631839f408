// An avatar straight into Storage (the public avatars bucket, the member's own folder), with upload progress, then
// PUT /api/me with its public URL, whose answer replaces the member's profiles in the cache. Storage runs the upload
// as the member, so the bucket's policies and settings decide; the file name stays the same and the URL changes with
// each upload, so browsers show the new picture.
import type { Me } from '@schemas/profiles.ts';
import { env } from '@/config/env';
import { refreshOwnProfile, updateProfile } from '@/features/profiles/api/update-profile';
import { squareAvatar } from '@/features/profiles/utils/avatar-image';
import { ApiError, authHeaders, sendWithProgress } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/mutation';

const BUCKET = 'avatars';

export interface UploadAvatarVariables {
  userId: string;
  file: File;
  /** Upload progress, 0 to 1. */
  onProgress?: (fraction: number) => void;
}

/** Storage answers refusals with HTTP 400 and the real status as text in the body. */
function storageFailure(
  response: Response,
  body: { statusCode?: string; message?: string } | null,
): ApiError {
  const status = Number(body?.statusCode ?? response.status);
  if (status === 413) {
    // What is sent is the 256 px crop, not the chosen file: the bucket's 2 MB is about that.
    return new ApiError(413, 'payload_too_large', 'The cropped picture is larger than 2 MB.');
  }
  if (status === 415) {
    return new ApiError(415, 'unsupported_media_type', 'The picture must be a PNG, JPEG or WebP image.');
  }
  // A suspended member's upload: Storage passes the database's refusal on, which says until when and why.
  if (status === 403 && body?.message?.startsWith('Your account is suspended')) {
    return new ApiError(403, 'account_suspended', body.message);
  }
  if (status === 401 || status === 403) {
    return new ApiError(403, 'forbidden', 'Your session is not valid. Please sign in again.');
  }
  return new ApiError(
    status || 502,
    'storage_failed',
    'The picture could not be uploaded. Please try again.',
  );
}

export async function uploadAvatar({ userId, file, onProgress }: UploadAvatarVariables): Promise<Me> {
  const square = await squareAvatar(file);
  const path = `${userId}/avatar.png`;
  const headers = { ...(await authHeaders()), 'content-type': 'image/png', 'x-upsert': 'true' };
  const response = await sendWithProgress(`${env.supabaseUrl}/storage/v1/object/${BUCKET}/${path}`, square, {
    method: 'POST',
    headers,
    onProgress,
    timeoutMs: 60_000,
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { statusCode?: string } | null;
    throw storageFailure(response, body);
  }
  const publicUrl = `${env.supabaseUrl}/storage/v1/object/public/${BUCKET}/${path}?v=${Date.now()}`;
  return await updateProfile({ avatarUrl: publicUrl });
}

export function useUploadAvatar() {
  return useRefreshingMutation(uploadAvatar, refreshOwnProfile);
}
