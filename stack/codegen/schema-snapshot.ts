// supabase/schema/*.sql: the schema as the migrations leave it, one file per domain, read from a migrated
// database's catalog, so a reader sees each table, policy, trigger, function and grant as it is now rather than
// replaying thirty migrations in their head. A snapshot, never an input: the migrations stay the only way to change
// the schema (docs/decisions.md).
import path from 'node:path';
import type pg from 'pg';
import { SUPABASE_DIR } from '../config.ts';

export const SCHEMA_DIR = path.join(SUPABASE_DIR, 'schema');
/** The schemas the migrations own; Supabase's own (auth, storage, ...) are shown only where we add to them. */
const OWN_SCHEMAS = ['public', 'private'];

/** What each file holds, in the order of the index below. */
const FILES: Record<string, string> = {
  schemas: 'Our schemas, their privileges and default privileges, and the extensions.',
  profiles: "Members' profiles: who they are, what others may read, sign-up and account deletion.",
  admin: "The administrators' functions: the dashboard, the user list, roles and tiers.",
  ideas: 'Ideas, their review, the pending edits of approved ideas, search and similar titles.',
  ratings: 'Ratings, and the scores the trigger keeps exact on each idea.',
  comments: 'The discussion under approved ideas: comments, replies, the posting rate.',
  notifications: 'In-app notifications, written by the database with the events they tell of.',
  mail: 'Mail preferences, the outbox the mail worker delivers and the weekly digest.',
  'landing-pages': "Premium members' landing pages, their waitlists and their views per day.",
  roadmap: 'The public roadmap.',
  follows: 'Who follows which idea, the auto-follow setting, and what followers are told of.',
  'read-version': 'The read version behind the API answers visitors revalidate (ETag, 304).',
  storage: 'Our buckets and the policies on their files.',
  idempotency: "The API's Idempotency-Keys: each member's first answer, replayed to retries.",
  'private-functions': 'Helpers several domains share, and any function not yet given a domain.',
};

/** Where each table is shown; a table not named here gets a file of its own, named after it. */
const TABLE_FILES: Record<string, string> = {
  'public.profiles': 'profiles',
  'public.ideas': 'ideas',
  'public.idea_edits': 'ideas',
  'public.ratings': 'ratings',
  'public.comments': 'comments',
  'private.comment_posts': 'comments',
  'public.notifications': 'notifications',
  'private.notification_versions': 'notifications',
  'public.mail_preferences': 'mail',
  'public.mail_outbox': 'mail',
  'private.digest_sent': 'mail',
  'private.mailable_accounts': 'mail',
  'public.landing_pages': 'landing-pages',
  'public.waitlist_signups': 'landing-pages',
  'private.waitlist_joins': 'landing-pages',
  'public.landing_page_views': 'landing-pages',
  'public.roadmap_items': 'roadmap',
  'public.follows': 'follows',
  'public.follow_settings': 'follows',
  'private.read_version_shards': 'read-version',
  'private.idempotency_keys': 'idempotency',
};

/** Where each function is shown (all overloads of a name together); any other lands in private-functions.sql. */
const FUNCTION_FILES: Record<string, string> = {
  ...domain('profiles', [
    'handle_new_user',
    'sync_user_email',
    'get_my_profile',
    'is_admin',
    'is_premium',
    'delete_my_account',
  ]),
  ...domain('admin', [
    'admin_dashboard_stats',
    'admin_list_users',
    'admin_pending_ideas',
    'promote_user',
    'demote_user',
    'require_admin',
    'set_subscription_tier',
  ]),
  ...domain('ideas', [
    'can_see_idea',
    'check_idea_status_change',
    'divert_material_edit',
    'resubmit_rejected_idea',
    'review_idea',
    'approve_idea',
    'reject_idea',
    'review_idea_edit',
    'are_valid_tags',
    'idea_search_text',
    'search_idea_page',
    'similar_ideas',
    'category_score_medians',
    'population_sd',
  ]),
  ...domain('ratings', [
    'apply_rating_to_idea',
    'check_rating_target',
    'get_idea_ratings',
    'get_idea_ratings_page',
    'get_my_rating',
    'user_rating_history',
  ]),
  ...domain('comments', [
    'apply_comment_to_idea',
    'check_comment_insert',
    'delete_or_empty_comment',
    'drop_emptied_parent',
    'set_comment_edited',
  ]),
  ...domain('notifications', [
    'notify',
    'notify_comment_posted',
    'notify_idea_edited',
    'notify_idea_rated',
    'notify_idea_resubmitted',
    'notify_idea_reviewed',
    'notify_idea_submitted',
    'notify_role_changed',
    'bump_notification_version',
    'notifications_version',
  ]),
  ...domain('mail', [
    'mail_topic',
    'enqueue_mail',
    'mail_review_outcome',
    'unsubscribe_mail',
    'run_weekly_digest',
  ]),
  ...domain('landing-pages', [
    'check_landing_page_update',
    'set_landing_page_draft',
    'get_public_landing_page',
    'join_waitlist',
    'is_landing_content',
    'count_landing_page_view',
    'landing_page_stats',
  ]),
  ...domain('follows', [
    'idea_follow_state',
    'auto_follow',
    'notify_followers_of_comment',
    'notify_followers_of_change',
  ]),
  ...domain('read-version', ['bump_read_version', 'read_version']),
  ...domain('idempotency', ['claim_idempotency_key', 'store_idempotent_answer', 'prune_idempotency_keys']),
};

function domain(file: string, names: string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [`private.${name}`, file]));
}

interface Grant {
  target: number;
  grantee: string;
  privilege: string;
  grantable: boolean;
  column?: string;
}

interface Table {
  oid: number;
  schema: string;
  name: string;
  qualified: string;
  kind: string;
  owner: string;
  rls: boolean;
  forceRls: boolean;
  comment: string | null;
  viewDef: string | null;
}

interface Column {
  relid: number;
  name: string;
  type: string;
  notNull: boolean;
  default: string | null;
  identity: string;
  generated: string;
  collation: string | null;
  comment: string | null;
}

interface Named {
  relid: number;
  name: string;
  def: string;
  comment: string | null;
}

interface Policy {
  relid: number;
  name: string;
  command: string;
  permissive: boolean;
  roles: string[];
  using: string | null;
  check: string | null;
}

interface Trigger extends Named {
  fn: string;
  enabled: string;
}

interface Routine {
  oid: number;
  key: string;
  signature: string;
  kind: string;
  def: string;
  owner: string;
  comment: string | null;
}

const NOT_FROM_EXTENSION = (catalog: string, oid: string) =>
  `not exists (select 1 from pg_depend as d
     where d.classid = '${catalog}'::regclass and d.objid = ${oid} and d.deptype = 'e')`;
const GRANTEE = `case when x.grantee = 0 then 'public' else quote_ident(pg_get_userbyid(x.grantee)) end`;
const PRIVILEGE_ORDER = [
  'SELECT',
  'INSERT',
  'UPDATE',
  'DELETE',
  'TRUNCATE',
  'REFERENCES',
  'TRIGGER',
  'MAINTAIN',
  'EXECUTE',
  'USAGE',
  'CREATE',
];
const COMMANDS: Record<string, string> = { r: 'select', a: 'insert', w: 'update', d: 'delete', '*': 'all' };
const DEFAULT_ACL_OBJECTS: Record<string, string> = {
  r: 'tables',
  S: 'sequences',
  f: 'functions',
  T: 'types',
  n: 'schemas',
};

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
const statement = (sql: string) => `${sql.trimEnd().replace(/;$/, '')};`;

/** One statement per grantee (and grant option): `grant select, insert on table x to anon;`. */
function grants(list: Grant[], on: string, owner: string | null): string[] {
  const groups = new Map<string, Grant[]>();
  for (const grant of list) {
    // The owner holds every privilege unless one is revoked, which no migration does.
    if (grant.grantee === owner) continue;
    const id = `${grant.grantee}\u0000${grant.grantable}\u0000${grant.column === undefined ? '' : grant.privilege}`;
    groups.set(id, [...(groups.get(id) ?? []), grant]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => byText(a, b))
    .map(([, group]) => {
      const first = group[0]!;
      const privileges = [...new Set(group.map((g) => g.privilege))]
        .sort((a, b) => PRIVILEGE_ORDER.indexOf(a) - PRIVILEGE_ORDER.indexOf(b))
        .map((p) => p.toLowerCase())
        .join(', ');
      const columns = first.column === undefined ? '' : ` (${group.map((g) => g.column).join(', ')})`;
      const option = first.grantable ? ' with grant option' : '';
      return `grant ${privileges}${columns} on ${on} to ${first.grantee}${option};`;
    });
}

class Snapshot {
  private readonly files = new Map<string, string[]>();

  add(file: string, ...lines: string[]): void {
    this.files.set(file, [...(this.files.get(file) ?? []), ...lines]);
  }

  render(): Map<string, string> {
    const order = Object.keys(FILES);
    const names = [...this.files.keys()].sort(
      (a, b) =>
        (order.indexOf(a) + 1 || order.length + 1) - (order.indexOf(b) + 1 || order.length + 1) ||
        byText(a, b),
    );
    return new Map(
      names.map((name) => {
        const header = [
          `-- Generated by \`npm run db:schema\` (stack/codegen/schema-snapshot.ts) from supabase/migrations: do not edit.`,
          '-- The schema as the migrations leave it, to read; change it with a new migration, then regenerate.',
          '-- tests/stack/generated-files.test.ts fails while this file differs from the migrated database.',
          '--',
          `-- ${FILES[name] ?? `${name}: a table not yet given a domain in stack/codegen/schema-snapshot.ts.`}`,
          '-- Grants are all there are (a role not named has none), the owner aside.',
        ];
        const body = this.files.get(name)!;
        return [`${name}.sql`, `${[...header, '', ...body].join('\n').trimEnd()}\n`];
      }),
    );
  }
}

async function rows<T extends pg.QueryResultRow>(client: pg.Client, text: string, values: unknown[] = []) {
  return (await client.query<T>(text, values)).rows;
}

/** Every file of supabase/schema, by name, with its text. */
export async function renderSchemaSnapshot(client: pg.Client): Promise<Map<string, string>> {
  // Names print qualified only when the search path misses them: with none, every name is qualified, so the text
  // does not depend on the role's search path.
  await client.query('begin');
  try {
    await client.query(`set local search_path = ''`);
    return await readSnapshot(client);
  } finally {
    await client.query('rollback');
  }
}

async function readSnapshot(client: pg.Client): Promise<Map<string, string>> {
  const snapshot = new Snapshot();
  await renderSchemas(client, snapshot);
  const tables = await rows<Table>(
    client,
    `select c.oid::int as oid, n.nspname as schema, c.relname as name,
            quote_ident(n.nspname) || '.' || quote_ident(c.relname) as qualified, c.relkind as kind,
            quote_ident(pg_get_userbyid(c.relowner)) as owner, c.relrowsecurity as rls,
            c.relforcerowsecurity as "forceRls", obj_description(c.oid, 'pg_class') as comment,
            case when c.relkind in ('v', 'm') then pg_get_viewdef(c.oid, true) end as "viewDef"
     from pg_class as c join pg_namespace as n on n.oid = c.relnamespace
     where n.nspname = any($1) and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S')
       and ${NOT_FROM_EXTENSION('pg_class', 'c.oid')}
       -- An identity column's sequence is part of its column.
       and not exists (select 1 from pg_depend as d
                       where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'i')
     order by n.nspname, c.relname`,
    [OWN_SCHEMAS],
  );
  const oids = tables.map((t) => t.oid);
  const columns = await rows<Column>(
    client,
    `select a.attrelid::int as relid, quote_ident(a.attname) as name, format_type(a.atttypid, a.atttypmod) as type,
            a.attnotnull as "notNull", pg_get_expr(d.adbin, d.adrelid) as default, a.attidentity as identity,
            a.attgenerated as generated,
            case when a.attcollation <> t.typcollation then quote_ident(co.collname) end as collation,
            col_description(a.attrelid, a.attnum) as comment
     from pg_attribute as a
     join pg_type as t on t.oid = a.atttypid
     left join pg_attrdef as d on d.adrelid = a.attrelid and d.adnum = a.attnum
     left join pg_collation as co on co.oid = a.attcollation
     where a.attrelid = any($1::oid[]) and a.attnum > 0 and not a.attisdropped
     order by a.attrelid, a.attnum`,
    [oids],
  );
  const constraints = await rows<Named & { type: string }>(
    client,
    `select con.conrelid::int as relid, quote_ident(con.conname) as name, con.contype as type,
            pg_get_constraintdef(con.oid, true) as def, obj_description(con.oid, 'pg_constraint') as comment
     from pg_constraint as con
     where con.conrelid = any($1::oid[]) and con.contype in ('p', 'u', 'f', 'c', 'x')
     order by con.conrelid, con.contype <> 'p', con.conname`,
    [oids],
  );
  const indexes = await rows<Named>(
    client,
    `select i.indrelid::int as relid, quote_ident(ic.relname) as name, pg_get_indexdef(i.indexrelid) as def,
            obj_description(i.indexrelid, 'pg_class') as comment
     from pg_index as i join pg_class as ic on ic.oid = i.indexrelid
     where i.indrelid = any($1::oid[])
       and not exists (select 1 from pg_constraint as c
                       where c.conindid = i.indexrelid and c.conrelid = i.indrelid and c.contype in ('p', 'u', 'x'))
     order by i.indrelid, ic.relname`,
    [oids],
  );
  const policies = await rows<Policy & { schema: string; qualified: string }>(
    client,
    `select pol.polrelid::int as relid, quote_ident(pol.polname) as name, pol.polcmd as command,
            pol.polpermissive as permissive,
            array(select case when r = 0 then 'public' else quote_ident(pg_get_userbyid(r)) end
                  from unnest(pol.polroles) as r order by 1) as roles,
            pg_get_expr(pol.polqual, pol.polrelid, true) as using,
            pg_get_expr(pol.polwithcheck, pol.polrelid, true) as check,
            n.nspname as schema, quote_ident(n.nspname) || '.' || quote_ident(c.relname) as qualified
     from pg_policy as pol
     join pg_class as c on c.oid = pol.polrelid join pg_namespace as n on n.oid = c.relnamespace
     order by n.nspname, c.relname, pol.polname`,
  );
  // Triggers on our tables, and those we put on Supabase's tables (auth.users) with functions of ours.
  const triggers = await rows<Trigger & { own: boolean; qualified: string }>(
    client,
    `select t.tgrelid::int as relid, quote_ident(t.tgname) as name, pg_get_triggerdef(t.oid, true) as def,
            obj_description(t.oid, 'pg_trigger') as comment, t.tgenabled as enabled,
            fn.nspname || '.' || p.proname as fn, t.tgrelid = any($2::oid[]) as own,
            quote_ident(rn.nspname) || '.' || quote_ident(r.relname) as qualified
     from pg_trigger as t
     join pg_proc as p on p.oid = t.tgfoid join pg_namespace as fn on fn.oid = p.pronamespace
     join pg_class as r on r.oid = t.tgrelid join pg_namespace as rn on rn.oid = r.relnamespace
     where not t.tgisinternal and (t.tgrelid = any($2::oid[]) or fn.nspname = any($1))
     order by rn.nspname, r.relname, t.tgname`,
    [OWN_SCHEMAS, oids],
  );
  const tableGrants = await rows<Grant>(
    client,
    `select c.oid::int as target, ${GRANTEE} as grantee, x.privilege_type as privilege, x.is_grantable as grantable
     from pg_class as c,
          aclexplode(coalesce(c.relacl, acldefault((case c.relkind when 'S' then 's' else 'r' end)::"char", c.relowner))) as x
     where c.oid = any($1::oid[])`,
    [oids],
  );
  const columnGrants = await rows<Grant>(
    client,
    `select a.attrelid::int as target, ${GRANTEE} as grantee, x.privilege_type as privilege,
            x.is_grantable as grantable, quote_ident(a.attname) as column
     from pg_attribute as a, aclexplode(a.attacl) as x
     where a.attrelid = any($1::oid[]) and a.attacl is not null
     order by a.attrelid, a.attnum`,
    [oids],
  );

  const tableFile = (t: Table) => TABLE_FILES[`${t.schema}.${t.name}`] ?? t.name.replace(/_/g, '-');
  for (const table of tables) {
    const own = <T extends { relid: number }>(list: T[]) => list.filter((item) => item.relid === table.oid);
    snapshot.add(
      tableFile(table),
      ...renderTable(table, own(columns), own(constraints), own(indexes), own(policies), own(triggers)),
      ...grants(
        tableGrants.filter((g) => g.target === table.oid),
        `${table.kind === 'S' ? 'sequence' : 'table'} ${table.qualified}`,
        table.owner,
      ),
      ...grants(
        columnGrants.filter((g) => g.target === table.oid),
        `table ${table.qualified}`,
        table.owner,
      ),
      '',
    );
  }

  const routines = await rows<Routine & { grantee: string | null }>(
    client,
    `select p.oid::int as oid, n.nspname || '.' || p.proname as key, p.prokind as kind,
            quote_ident(n.nspname) || '.' || quote_ident(p.proname) || '(' ||
              pg_get_function_identity_arguments(p.oid) || ')' as signature,
            pg_get_functiondef(p.oid) as def, quote_ident(pg_get_userbyid(p.proowner)) as owner,
            obj_description(p.oid, 'pg_proc') as comment
     from pg_proc as p join pg_namespace as n on n.oid = p.pronamespace
     where n.nspname = any($1) and p.prokind in ('f', 'p') and ${NOT_FROM_EXTENSION('pg_proc', 'p.oid')}
     order by n.nspname, p.proname, pg_get_function_identity_arguments(p.oid)`,
    [OWN_SCHEMAS],
  );
  const routineGrants = await rows<Grant>(
    client,
    `select p.oid::int as target, ${GRANTEE} as grantee, x.privilege_type as privilege, x.is_grantable as grantable
     from pg_proc as p, aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) as x
     where p.oid = any($1::oid[])`,
    [routines.map((r) => r.oid)],
  );
  for (const routine of routines) {
    const file = FUNCTION_FILES[routine.key] ?? 'private-functions';
    const word = routine.kind === 'p' ? 'procedure' : 'function';
    snapshot.add(
      file,
      `-- ${routine.signature}`,
      statement(routine.def),
      ...(routine.comment ? [`comment on ${word} ${routine.signature} is ${literal(routine.comment)};`] : []),
      `alter ${word} ${routine.signature} owner to ${routine.owner};`,
      ...grants(
        routineGrants.filter((g) => g.target === routine.oid),
        `${word} ${routine.signature}`,
        routine.owner,
      ),
      '',
    );
    for (const trigger of triggers.filter((t) => !t.own && t.fn === routine.key)) {
      snapshot.add(file, ...renderTrigger(trigger, trigger.qualified), '');
    }
  }

  const foreign = policies.filter((p) => !OWN_SCHEMAS.includes(p.schema) && !oids.includes(p.relid));
  for (const policy of foreign) snapshot.add(policy.schema, renderPolicy(policy, policy.qualified), '');
  const buckets = await rows<{ sql: string }>(
    client,
    `select format('insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values (%L, %L, %s, %s, %L);',
                   id, name, public::text, coalesce(file_size_limit::text, 'null'),
                   allowed_mime_types) as sql
     from storage.buckets order by id`,
  );
  snapshot.add('storage', ...buckets.map((b) => b.sql), '');
  return snapshot.render();
}

function renderTable(
  table: Table,
  columns: Column[],
  constraints: (Named & { type: string })[],
  indexes: Named[],
  policies: Policy[],
  triggers: Trigger[],
): string[] {
  const out = [`-- ${table.qualified}`];
  if (table.kind === 'S') {
    out.push(
      `create sequence ${table.qualified};`,
      `alter sequence ${table.qualified} owner to ${table.owner};`,
    );
    return out;
  }
  if (table.viewDef !== null) {
    const materialized = table.kind === 'm' ? 'materialized ' : '';
    out.push(`create ${materialized}view ${table.qualified} as`, statement(table.viewDef.trim()));
  } else {
    const lines = [
      ...columns.map((c) => {
        const parts = [c.name, c.type];
        if (c.collation) parts.push(`collate ${c.collation}`);
        if (c.generated === 's') parts.push(`generated always as (${c.default ?? ''}) stored`);
        else if (c.identity)
          parts.push(`generated ${c.identity === 'a' ? 'always' : 'by default'} as identity`);
        else if (c.default !== null) parts.push(`default ${c.default}`);
        if (c.notNull) parts.push('not null');
        return parts.join(' ');
      }),
      ...constraints.map((c) => `constraint ${c.name} ${c.def}`),
    ];
    out.push(`create table ${table.qualified} (`, lines.map((l) => `  ${l}`).join(',\n'), ');');
  }
  if (table.comment) out.push(`comment on table ${table.qualified} is ${literal(table.comment)};`);
  for (const c of columns.filter((c) => c.comment)) {
    out.push(`comment on column ${table.qualified}.${c.name} is ${literal(c.comment!)};`);
  }
  for (const c of constraints.filter((c) => c.comment)) {
    out.push(`comment on constraint ${c.name} on ${table.qualified} is ${literal(c.comment!)};`);
  }
  out.push(`alter table ${table.qualified} owner to ${table.owner};`);
  for (const index of indexes) {
    out.push(statement(index.def));
    if (index.comment) out.push(`comment on index ${index.name} is ${literal(index.comment)};`);
  }
  if (table.rls) out.push(`alter table ${table.qualified} enable row level security;`);
  if (table.forceRls) out.push(`alter table ${table.qualified} force row level security;`);
  for (const policy of policies) out.push(renderPolicy(policy, table.qualified));
  for (const trigger of triggers) out.push(...renderTrigger(trigger, table.qualified));
  return out;
}

function renderPolicy(policy: Policy, on: string): string {
  const parts = [`create policy ${policy.name} on ${on}`];
  if (!policy.permissive) parts.push('  as restrictive');
  parts.push(`  for ${COMMANDS[policy.command] ?? policy.command} to ${policy.roles.join(', ')}`);
  if (policy.using !== null) parts.push(`  using (${policy.using})`);
  if (policy.check !== null) parts.push(`  with check (${policy.check})`);
  return `${parts.join('\n')};`;
}

function renderTrigger(trigger: Trigger, on: string): string[] {
  const out = [statement(trigger.def)];
  if (trigger.comment)
    out.push(`comment on trigger ${trigger.name} on ${on} is ${literal(trigger.comment)};`);
  const state: Record<string, string> = { D: 'disable', R: 'enable replica', A: 'enable always' };
  if (state[trigger.enabled])
    out.push(`alter table ${on} ${state[trigger.enabled]} trigger ${trigger.name};`);
  return out;
}

async function renderSchemas(client: pg.Client, snapshot: Snapshot): Promise<void> {
  const schemas = await rows<{ oid: number; name: string; owner: string; comment: string | null }>(
    client,
    `select n.oid::int as oid, quote_ident(n.nspname) as name, quote_ident(pg_get_userbyid(n.nspowner)) as owner,
            obj_description(n.oid, 'pg_namespace') as comment
     from pg_namespace as n where n.nspname = any($1) order by n.nspname`,
    [OWN_SCHEMAS],
  );
  const schemaGrants = await rows<Grant>(
    client,
    `select n.oid::int as target, ${GRANTEE} as grantee, x.privilege_type as privilege, x.is_grantable as grantable
     from pg_namespace as n, aclexplode(coalesce(n.nspacl, acldefault('n', n.nspowner))) as x
     where n.nspname = any($1)`,
    [OWN_SCHEMAS],
  );
  for (const schema of schemas) {
    snapshot.add(
      'schemas',
      `create schema if not exists ${schema.name};`,
      ...(schema.comment ? [`comment on schema ${schema.name} is ${literal(schema.comment)};`] : []),
      `alter schema ${schema.name} owner to ${schema.owner};`,
      ...grants(
        schemaGrants.filter((g) => g.target === schema.oid),
        `schema ${schema.name}`,
        schema.owner,
      ),
      '',
    );
  }
  const defaults = await rows<Grant & { role: string; schema: string; objects: string }>(
    client,
    `select quote_ident(pg_get_userbyid(d.defaclrole)) as role, quote_ident(n.nspname) as schema,
            d.defaclobjtype as objects, ${GRANTEE} as grantee, x.privilege_type as privilege,
            x.is_grantable as grantable, d.oid::int as target
     from pg_default_acl as d join pg_namespace as n on n.oid = d.defaclnamespace,
          aclexplode(d.defaclacl) as x
     where n.nspname = any($1)
     order by 1, 2, 3`,
    [OWN_SCHEMAS],
  );
  const groups = [...new Set(defaults.map((d) => `${d.role} ${d.schema} ${d.objects}`))];
  for (const group of groups) {
    const list = defaults.filter((d) => `${d.role} ${d.schema} ${d.objects}` === group);
    const { role, schema, objects } = list[0]!;
    snapshot.add(
      'schemas',
      ...grants(list, DEFAULT_ACL_OBJECTS[objects] ?? objects, null).map(
        (g) => `alter default privileges for role ${role} in schema ${schema} ${g}`,
      ),
    );
  }
  const extensions = await rows<{ name: string; schema: string }>(
    client,
    `select quote_ident(e.extname) as name, quote_ident(n.nspname) as schema
     from pg_extension as e join pg_namespace as n on n.oid = e.extnamespace
     where e.extname <> 'plpgsql' order by e.extname`,
  );
  snapshot.add(
    'schemas',
    '',
    ...extensions.map((e) => `create extension if not exists ${e.name} with schema ${e.schema};`),
    '',
  );
}
