// Development stand-in for Supabase Auth (GoTrue): auth.users and auth.identities rows and their JSON
// (the columns GoTrue fills, the User and Identity JSON, the metadata merge).
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { type Db, NIL_UUID } from './db.ts';
import { clientIp } from './request.ts';

type Json = Record<string, unknown>;

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  email_change_token_new: string | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Json | null;
  raw_user_meta_data: Json | null;
  created_at: Date | null;
  updated_at: Date | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  phone_change: string | null;
  phone_change_sent_at: Date | null;
  confirmed_at: Date | null;
  reauthentication_sent_at: Date | null;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_sso_user: boolean;
  is_anonymous: boolean;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Json;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
  email: string | null;
}

export async function findUserById(db: Db, id: string, forUpdate = false): Promise<UserRow | null> {
  const lock = forUpdate ? ' for update' : '';
  const { rows } = await db.query<UserRow>(`select * from auth.users where id = $1${lock}`, [id]);
  return rows[0] ?? null;
}

/** GoTrue's FindUserByEmailAndAudience: this instance, lower-cased e-mail, not an SSO user. */
export async function findUserByEmail(
  db: Db,
  email: string,
  aud: string,
  forUpdate = false,
): Promise<UserRow | null> {
  const lock = forUpdate ? ' for update' : '';
  const { rows } = await db.query<UserRow>(
    `select * from auth.users
     where instance_id = $1 and lower(email) = lower($2) and aud = $3 and is_sso_user = false${lock}`,
    [NIL_UUID, email, aud],
  );
  return rows[0] ?? null;
}

export interface NewUser {
  id?: string;
  email: string;
  passwordHash: string | null;
  aud: string;
  role: string;
  userMetadata: Json;
  appMetadata: Json;
}

/** A user row as GoTrue writes one: nil instance_id, '' (not NULL) token columns (GoTrue fails on a null token column). */
export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    `insert into auth.users (
       instance_id, id, aud, role, email, encrypted_password,
       confirmation_token, recovery_token, email_change_token_new, email_change,
       raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at, is_sso_user, is_anonymous
     ) values ($1, $2, $3, $4, $5, $6, '', '', '', '', $7, $8, false, now(), now(), false, false)
     returning *`,
    [
      NIL_UUID,
      user.id ?? randomUUID(),
      user.aud,
      user.role,
      user.email.toLowerCase(),
      user.passwordHash ?? '',
      JSON.stringify(user.appMetadata),
      JSON.stringify(user.userMetadata),
    ],
  );
  return rows[0]!;
}

/** The identity_data of an e-mail identity (GoTrue's provider Claims): sub, email, the verified flags. */
export function emailIdentityData(user: UserRow, extra: Json = {}): Json {
  const data: Json = { sub: user.id, email: user.email ?? '', email_verified: false, phone_verified: false };
  for (const [key, value] of Object.entries(extra)) if (!(key in data)) data[key] = value;
  return data;
}

export async function insertIdentity(
  db: Db,
  user: UserRow,
  provider: string,
  data: Json,
): Promise<IdentityRow> {
  const { rows } = await db.query<IdentityRow>(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3, $4, now(), now(), now())
     returning *`,
    [user.id, user.id, JSON.stringify(data), provider],
  );
  return rows[0]!;
}

export async function findIdentities(db: Db, userId: string): Promise<IdentityRow[]> {
  const { rows } = await db.query<IdentityRow>(
    'select * from auth.identities where user_id = $1 order by created_at, id',
    [userId],
  );
  return rows;
}

/** Sets keys of an identity's identity_data (e.g. email_verified after confirmation). */
export async function updateIdentityData(db: Db, identityId: string, updates: Json): Promise<void> {
  await db.query(
    `update auth.identities set identity_data = identity_data || $2::jsonb, updated_at = now() where id = $1`,
    [identityId, JSON.stringify(updates)],
  );
}

/** Splits a metadata update into the keys to set and the keys to delete (null deletes, as in GoTrue). */
function splitUpdates(updates: Json): [Json, string[]] {
  const set: Json = {};
  const remove: string[] = [];
  for (const [key, value] of Object.entries(updates)) {
    if (value === null) remove.push(key);
    else set[key] = value;
  }
  return [set, remove];
}

export async function mergeUserMetadata(db: Db, userId: string, updates: Json): Promise<void> {
  const [set, remove] = splitUpdates(updates);
  await db.query(
    `update auth.users
     set raw_user_meta_data = (coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb) - $3::text[], updated_at = now()
     where id = $1`,
    [userId, JSON.stringify(set), remove],
  );
}

export async function mergeAppMetadata(db: Db, userId: string, updates: Json): Promise<void> {
  const [set, remove] = splitUpdates(updates);
  await db.query(
    `update auth.users
     set raw_app_meta_data = (coalesce(raw_app_meta_data, '{}'::jsonb) || $2::jsonb) - $3::text[], updated_at = now()
     where id = $1`,
    [userId, JSON.stringify(set), remove],
  );
}

/** app_metadata.provider(s) from the user's identities, as GoTrue refreshes them after a verification. */
export async function refreshProviders(db: Db, userId: string): Promise<void> {
  const { rows } = await db.query<{ provider: string }>(
    'select distinct provider from auth.identities where user_id = $1 order by provider',
    [userId],
  );
  const providers = rows.map((r) => r.provider);
  await mergeAppMetadata(
    db,
    userId,
    providers.length ? { provider: providers[0], providers } : { providers },
  );
}

/** Deletes every one-time token of a user (GoTrue clears them on confirmation, recovery and password change). */
export async function clearOneTimeTokens(db: Db, userId: string): Promise<void> {
  await db.query('delete from auth.one_time_tokens where user_id = $1', [userId]);
}

/**
 * GoTrue's User.Confirm: email_confirmed_at set, confirmation token cleared, `email_verified: true` merged into
 * user_metadata, one-time tokens cleared. The profile trigger then flips public.profiles.is_verified.
 */
export async function confirmUser(db: Db, userId: string): Promise<void> {
  await db.query(
    `update auth.users
     set email_confirmed_at = now(), confirmation_token = '', updated_at = now()
     where id = $1`,
    [userId],
  );
  await mergeUserMetadata(db, userId, { email_verified: true });
  await clearOneTimeTokens(db, userId);
}

/** Sets email_verified on the e-mail identities whose address is the user's (signup verification). */
export async function markEmailIdentitiesVerified(db: Db, user: UserRow): Promise<void> {
  if (!user.email) return;
  for (const identity of await findIdentities(db, user.id)) {
    if (identity.email && identity.email === user.email) {
      await updateIdentityData(db, identity.id, { email_verified: true });
    }
  }
}

export const isConfirmed = (user: UserRow): boolean => user.email_confirmed_at !== null;
export const isBanned = (user: UserRow): boolean =>
  !!user.banned_until && user.banned_until.getTime() > Date.now();

/** One row of auth.audit_log_entries, with the payload GoTrue writes. */
export async function audit(
  db: Db,
  c: Context,
  actor: { id: string; email?: string | null; phone?: string | null; raw_user_meta_data?: Json | null },
  action: string,
  traits?: Json,
): Promise<void> {
  const logTypes: Record<string, string> = {
    login: 'account',
    logout: 'account',
    user_signedup: 'team',
    user_deleted: 'team',
    token_revoked: 'token',
    token_refreshed: 'token',
  };
  const payload: Json = {
    actor_id: actor.id,
    actor_via_sso: false,
    actor_username: actor.phone || actor.email || '',
    action,
    log_type: logTypes[action] ?? 'user',
  };
  const name = actor.raw_user_meta_data?.full_name;
  if (name !== undefined) payload.actor_name = name;
  if (traits) payload.traits = traits;
  await db.query(
    `insert into auth.audit_log_entries (instance_id, id, payload, created_at, ip_address)
     values ($1, $2, $3, now(), $4)`,
    [NIL_UUID, randomUUID(), JSON.stringify(payload), clientIp(c).slice(0, 64)],
  );
}

const time = (value: Date | null | undefined): string | undefined => value?.toISOString();

export function identityJson(identity: IdentityRow): Json {
  return {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: time(identity.last_sign_in_at) ?? null,
    created_at: time(identity.created_at) ?? null,
    updated_at: time(identity.updated_at) ?? null,
    email: identity.email ?? '',
  };
}

/** The User JSON in GoTrue's field order; optional fields left out when empty. */
export function userJson(user: UserRow, identities: IdentityRow[]): Json {
  const json: Json = {
    id: user.id,
    aud: user.aud ?? '',
    role: user.role ?? '',
    email: user.email ?? '',
    email_confirmed_at: time(user.email_confirmed_at),
    invited_at: time(user.invited_at),
    phone: user.phone ?? '',
    phone_confirmed_at: time(user.phone_confirmed_at),
    confirmation_sent_at: time(user.confirmation_sent_at),
    confirmed_at: time(user.confirmed_at),
    recovery_sent_at: time(user.recovery_sent_at),
    new_email: user.email_change || undefined,
    email_change_sent_at: time(user.email_change_sent_at),
    new_phone: user.phone_change || undefined,
    phone_change_sent_at: time(user.phone_change_sent_at),
    reauthentication_sent_at: time(user.reauthentication_sent_at),
    last_sign_in_at: time(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.map(identityJson),
    created_at: time(user.created_at) ?? new Date(0).toISOString(),
    updated_at: time(user.updated_at) ?? new Date(0).toISOString(),
    banned_until: time(user.banned_until),
    deleted_at: time(user.deleted_at),
    is_anonymous: user.is_anonymous,
  };
  for (const key of Object.keys(json)) if (json[key] === undefined) delete json[key];
  return json;
}

/** The user as JSON with its identities, read fresh from the database. */
export async function loadUserJson(db: Db, userId: string): Promise<Json> {
  const user = await findUserById(db, userId);
  if (!user) throw new Error(`user ${userId} vanished`);
  return userJson(user, await findIdentities(db, userId));
}
