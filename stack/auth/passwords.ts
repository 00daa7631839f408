// Development stand-in for Supabase Auth (GoTrue): passwords and e-mail addresses: bcrypt
// `$2a$10$` hashes as GoTrue stores them, its weak_password and validation_failed answers, its sign-up rules.
import bcrypt from 'bcryptjs';
import type { Settings } from '../settings.ts';
import { AuthError, validationFailed } from './errors.ts';

const BCRYPT_COST = 10; // Go's bcrypt.DefaultCost, as GoTrue uses
const MAX_PASSWORD_BYTES = 72; // bcrypt's limit

/** A bcrypt hash with GoTrue's `$2a$` prefix (bcryptjs writes `$2b$`, the same algorithm). */
export async function hashPassword(password: string): Promise<string> {
  const hash = await bcrypt.hash(password, BCRYPT_COST);
  return hash.replace(/^\$2b\$/, '$2a$');
}

/** Whether `password` matches a stored bcrypt hash (`$2a$`, `$2b$` or `$2y$`, e.g. from pgcrypto's crypt()). */
export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  if (!hash || !/^\$2[aby]\$\d\d\$/.test(hash)) return false;
  return bcrypt.compare(password, hash.replace(/^\$2y\$/, '$2a$'));
}

/** The weak-password error as GoTrue sends it: 422 weak_password with the reasons. */
export function weakPasswordError(message: string, reasons: string[]): AuthError {
  return new AuthError(422, 'weak_password', message, { weak_password: { reasons } });
}

/**
 * GoTrue's password rules: more than 72 bytes -> 400 validation_failed; shorter than minimum_password_length
 * -> 422 weak_password (reasons ['length']). Returns the problem rather than throwing it: the password grant
 * attaches a weak-password result to the session instead of failing.
 */
export function passwordProblem(settings: Settings['auth'], password: string): AuthError | null {
  const bytes = Buffer.byteLength(password);
  if (bytes > MAX_PASSWORD_BYTES) {
    return validationFailed(`Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
  if (bytes < settings.minimumPasswordLength) {
    return weakPasswordError(`Password should be at least ${settings.minimumPasswordLength} characters.`, [
      'length',
    ]);
  }
  return null;
}

export function checkPassword(settings: Settings['auth'], password: string): void {
  const problem = passwordProblem(settings, password);
  if (problem) throw problem;
}

// The format check GoTrue's e-mail validator applies (local part characters, dot-separated host labels).
const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** GoTrue's validateEmail: required, at most 255 characters, the format above; returns it lower-cased. */
export function validateEmail(email: string): string {
  if (email === '') throw validationFailed('An email address is required');
  if (email.length > 255) throw validationFailed('An email address is too long');
  if (!EMAIL_FORMAT.test(email)) throw validationFailed('Unable to validate email address: invalid format');
  return email.toLowerCase();
}

/** A random password for accounts created without one (admin API), as GoTrue generates them. */
export function randomPassword(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  const bytes = crypto.getRandomValues(new Uint8Array(64));
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}
