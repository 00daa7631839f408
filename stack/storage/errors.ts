// Development stand-in for Supabase Storage (storage-api): its error shapes. Every error answers HTTP 400 (500 stays
// 500) with the logical status as a string in the body: {"statusCode": "403", "code": "AccessDenied", "error":
// "Unauthorized", "message": "..."}.
import pg from 'pg';

export interface StorageErrorBody {
  statusCode: string;
  code: string;
  error: string;
  message: string;
}

export class StorageError extends Error {
  constructor(
    /** The logical status, sent as a string in the body. */
    readonly status: number,
    readonly code: string,
    message: string,
    /** The legacy `error` field; the code when absent. */
    readonly legacyError?: string,
    /** The HTTP status actually sent: 400 for everything but 500, as storage-api does. */
    readonly httpStatus: number = status === 500 ? 500 : 400,
  ) {
    super(message);
  }

  body(): StorageErrorBody {
    return {
      statusCode: String(this.status),
      code: this.code,
      error: this.legacyError ?? this.code,
      message: this.message,
    };
  }
}

export const ERRORS = {
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'Object not found', 'not_found'),
  /** The object's row exists but its bytes do not: the renderer's own 404. */
  resourceNotFound: () => new StorageError(404, 'NoSuchKey', 'The resource was not found', 'Not found'),
  accessDenied: (message = 'Access denied') => new StorageError(403, 'AccessDenied', message, 'Unauthorized'),
  invalidJwt: (message = 'Invalid JWT') => new StorageError(400, 'InvalidJWT', message),
  invalidSignature: (message = 'Invalid signature') => new StorageError(400, 'InvalidSignature', message),
  expiredToken: () => new StorageError(400, 'ExpiredToken', 'The provided token has expired.'),
  keyAlreadyExists: () =>
    new StorageError(409, 'KeyAlreadyExists', 'The resource already exists', 'Duplicate'),
  resourceAlreadyExists: () =>
    new StorageError(409, 'ResourceAlreadyExists', 'The resource already exists', 'Duplicate'),
  entityTooLarge: (entity = 'object') =>
    new StorageError(
      413,
      'EntityTooLarge',
      `The ${entity} exceeded the maximum allowed size`,
      'Payload too large',
    ),
  invalidMimeType: (mimeType: string) =>
    new StorageError(415, 'InvalidMimeType', `mime type ${mimeType} is not supported`, 'invalid_mime_type'),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', `Invalid key: ${key}`),
  invalidParameter: (name: string) => new StorageError(400, 'InvalidParameter', `Invalid Parameter ${name}`),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', message),
  noContentProvided: (message = 'No content provided') => new StorageError(400, 'InvalidRequest', message),
  notImplemented: (route: string) =>
    new StorageError(
      501,
      'NotImplemented',
      `${route} is not part of the local Storage stand-in (stack/storage)`,
      'Not Implemented',
      501,
    ),
  routeNotFound: (method: string, url: string) =>
    new StorageError(404, 'InvalidRequest', `Route ${method}:${url} not found`, 'Not Found', 404),
  internal: () => new StorageError(500, 'InternalError', 'Internal server error', 'Internal'),
};

/** Postgres errors as storage-api maps them (RLS refusal 42501, duplicate 23505, ...). */
export function fromPgError(error: pg.DatabaseError): StorageError {
  switch (error.code) {
    case '42501':
      return ERRORS.accessDenied(
        error.message.includes('row-level security')
          ? 'new row violates row-level security policy'
          : error.message,
      );
    case '23505':
      return ERRORS.resourceAlreadyExists();
    case '22P02':
      return new StorageError(
        400,
        'InvalidParameter',
        error.message || 'Invalid value format or type conversion failed',
      );
    case '57014':
      return new StorageError(544, 'DatabaseTimeout', 'Query timed out', undefined, 544);
    default:
      return new StorageError(
        500,
        'DatabaseError',
        `database error, code: ${error.code ?? 'unknown'}`,
        'DatabaseError',
      );
  }
}

/** Any thrown value as the StorageError storage-api would answer with. */
export function toStorageError(error: unknown): StorageError {
  if (error instanceof StorageError) return error;
  if (error instanceof pg.DatabaseError) return fromPgError(error);
  return ERRORS.internal();
}

export function errorResponse(error: StorageError, extraHeaders: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(error.body()), {
    status: error.httpStatus,
    headers: { 'content-type': 'application/json; charset=utf-8', ...extraHeaders },
  });
}
