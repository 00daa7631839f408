// Postgres is the authority on every list its check constraints and functions hold (notification kinds, mail kinds
// and topics, statuses, categories, tiers, ...); TypeScript keeps one copy of each, in
// supabase/functions/_shared/schemas/constants.ts. Each test reads what the migrated database allows and fails on
// any difference, either way: a kind added by a migration and not in TypeScript, or the reverse.
import { describe, expect, inject, it } from 'vitest';
import {
  CATEGORIES,
  IDEA_SORTS,
  IDEA_STATUSES,
  LANDING_DRAFTERS,
  LANDING_MODES,
  LANDING_TONES,
  MAIL_KIND_TOPICS,
  MAIL_KINDS,
  MAIL_TOPICS,
  NOTIFICATION_KINDS,
  REPORT_REASONS,
  REPORT_STATUSES,
  ROADMAP_STATUSES,
  SECTION_KINDS,
  SUBSCRIPTION_TIERS,
} from '../../supabase/functions/_shared/schemas/constants.ts';
import { socialMediaSchema } from '../../supabase/functions/_shared/schemas/ideas.ts';
import { profileUpdateSchema } from '../../supabase/functions/_shared/schemas/profiles.ts';
import { queryAt } from '../support/database.ts';

const dbUrl = inject('dbUrl');

const sorted = (values: Iterable<string>) => [...values].sort();
/** The text literals of an SQL fragment: 'a'::text, 'b' -> ['a', 'b']. */
const literals = (sql: string) =>
  [...sql.matchAll(/'((?:[^']|'')*)'/g)].map((m) => m[1]!.replace(/''/g, "'"));

async function checks(table: string): Promise<string[]> {
  const rows = await queryAt<{ def: string }>(
    dbUrl,
    `select pg_get_constraintdef(oid) as def from pg_constraint where conrelid = $1::regclass and contype = 'c'`,
    [table],
  );
  return rows.map((r) => r.def);
}

/** The values the check constraint `column in (...)` of the table allows. */
async function allowed(table: string, column: string): Promise<string[]> {
  const list = new RegExp(`^CHECK \\(\\(${column} = ANY \\(ARRAY\\[(.*)\\]\\)\\)\\)$`);
  const found = (await checks(table)).map((def) => list.exec(def)).filter((m) => m !== null);
  expect(found, `no check constraint of ${table} lists the values of ${column}`).toHaveLength(1);
  return literals(found[0]![1]!);
}

/** The keys a check `private.are_valid_links(column, ARRAY[...])` allows. */
async function linkKeys(table: string, column: string): Promise<string[]> {
  const call = new RegExp(`private\\.are_valid_links\\(${column}, ARRAY\\[(.*)\\]\\)`);
  const found = (await checks(table)).map((def) => call.exec(def)).filter((m) => m !== null);
  expect(found, `no check constraint of ${table} names the keys of ${column}`).toHaveLength(1);
  return literals(found[0]![1]!);
}

async function source(fn: string): Promise<string> {
  const [row] = await queryAt<{ src: string }>(
    dbUrl,
    'select prosrc as src from pg_proc where oid = $1::regprocedure',
    [fn],
  );
  return row!.src;
}

/** A part of a function's source, which must be there: the test is wrong, not the list, when it is not. */
function part(src: string, pattern: RegExp, what: string): string {
  const match = pattern.exec(src);
  expect(match, `${what} not found in the function's source`).not.toBeNull();
  return match![1]!;
}

/** The second argument every function of ours passes to `fn` as a literal: private.notify(x, 'kind', ...). */
async function literalsPassedTo(fn: string): Promise<string[]> {
  const rows = await queryAt<{ src: string }>(
    dbUrl,
    `select p.prosrc as src from pg_proc as p join pg_namespace as n on n.oid = p.pronamespace
     where n.nspname in ('public', 'private')`,
  );
  const call = new RegExp(`${fn.replace('.', '\\.')}\\(\\s*[^,()]+,\\s*'(\\w+)'`, 'g');
  return [...new Set(rows.flatMap((r) => [...r.src.matchAll(call)].map((m) => m[1]!)))];
}

const authority = (name: string, where: string) =>
  `constants.ts ${name} differs from ${where}: the migrations are the authority, change the list to match them`;

describe('the lists in TypeScript are the ones the database allows', () => {
  it('categories', async () => {
    for (const table of ['public.ideas', 'public.idea_edits']) {
      expect(sorted(CATEGORIES), authority('CATEGORIES', `${table}.category`)).toEqual(
        sorted(await allowed(table, 'category')),
      );
    }
  });

  it('idea statuses', async () => {
    expect(sorted(IDEA_STATUSES), authority('IDEA_STATUSES', 'public.ideas.status')).toEqual(
      sorted(await allowed('public.ideas', 'status')),
    );
  });

  it("the leaderboard's sorts", async () => {
    const src = await source('private.search_idea_page(text, text, text, text, text, integer, integer)');
    const cases = part(src, /case p_sort((?:\s+when '\w+' then '\w+')+)\s+end/, 'the CASE over p_sort');
    expect(sorted(IDEA_SORTS), authority('IDEA_SORTS', 'the sorts private.search_idea_page accepts')).toEqual(
      sorted([...cases.matchAll(/when '(\w+)'/g)].map((m) => m[1]!)),
    );
  });

  it('notification kinds', async () => {
    const kinds = await allowed('public.notifications', 'kind');
    expect(sorted(NOTIFICATION_KINDS), authority('NOTIFICATION_KINDS', 'public.notifications.kind')).toEqual(
      sorted(kinds),
    );
    // A function that wrote another kind would fail on the constraint at run time, far from its migration.
    expect(kinds).toEqual(expect.arrayContaining(await literalsPassedTo('private.notify')));
  });

  it('mail topics', async () => {
    const switches = await queryAt<{ name: string }>(
      dbUrl,
      `select attname as name from pg_attribute
       where attrelid = 'public.mail_preferences'::regclass and atttypid = 'boolean'::regtype and attnum > 0
         and not attisdropped`,
    );
    expect(sorted(MAIL_TOPICS), authority('MAIL_TOPICS', 'the switches of public.mail_preferences')).toEqual(
      sorted(switches.map((s) => s.name)),
    );
    const src = await source('private.unsubscribe_mail(uuid, text)');
    expect(
      sorted(MAIL_TOPICS),
      authority('MAIL_TOPICS', 'the topics private.unsubscribe_mail accepts'),
    ).toEqual(sorted(literals(part(src, /p_topic not in \(([^)]*)\)/, 'the list of topics'))));
  });

  it('mail kinds and the topic of each', async () => {
    const src = await source('private.mail_topic(text)');
    const cases = part(src, /case p_kind((?:\s+when '\w+' then '\w+')+)\s+end/, 'the CASE over p_kind');
    const topics = Object.fromEntries(
      [...cases.matchAll(/when '(\w+)' then '(\w+)'/g)].map((m) => [m[1]!, m[2]!]),
    );
    expect(MAIL_KIND_TOPICS, authority('MAIL_KIND_TOPICS', 'private.mail_topic')).toEqual(topics);
    expect(
      sorted(MAIL_KINDS),
      authority('MAIL_KINDS', 'the kinds private.enqueue_mail is called with'),
    ).toEqual(sorted(await literalsPassedTo('private.enqueue_mail')));
  });

  it('roadmap statuses', async () => {
    expect(sorted(ROADMAP_STATUSES), authority('ROADMAP_STATUSES', 'public.roadmap_items.status')).toEqual(
      sorted(await allowed('public.roadmap_items', 'status')),
    );
  });

  it('report reasons and statuses', async () => {
    expect(sorted(REPORT_REASONS), authority('REPORT_REASONS', 'public.reports.reason')).toEqual(
      sorted(await allowed('public.reports', 'reason')),
    );
    expect(sorted(REPORT_STATUSES), authority('REPORT_STATUSES', 'public.reports.status')).toEqual(
      sorted(await allowed('public.reports', 'status')),
    );
  });

  it('subscription tiers', async () => {
    expect(
      sorted(SUBSCRIPTION_TIERS),
      authority('SUBSCRIPTION_TIERS', 'public.profiles.subscription_tier'),
    ).toEqual(sorted(await allowed('public.profiles', 'subscription_tier')));
  });

  it("landing pages' tones and drafters", async () => {
    expect(sorted(LANDING_TONES), authority('LANDING_TONES', 'public.landing_pages.tone')).toEqual(
      sorted(await allowed('public.landing_pages', 'tone')),
    );
    expect(
      sorted(LANDING_DRAFTERS),
      authority('LANDING_DRAFTERS', 'public.landing_pages.drafted_by'),
    ).toEqual(sorted(await allowed('public.landing_pages', 'drafted_by')));
  });

  it("landing pages' sections and modes", async () => {
    const src = await source('private.is_landing_content(jsonb)');
    expect(sorted(SECTION_KINDS), authority('SECTION_KINDS', 'private.is_landing_content')).toEqual(
      sorted(literals(part(src, /\(s ->> 'kind'\) in \(([^)]*)\)/, 'the list of section kinds'))),
    );
    expect(sorted(LANDING_MODES), authority('LANDING_MODES', 'private.is_landing_content')).toEqual(
      sorted(literals(part(src, /\(content ->> 'mode'\) in \(([^)]*)\)/, 'the list of modes'))),
    );
    // The function also wants each section exactly once: a page of the TypeScript sections, in either mode, passes.
    for (const mode of LANDING_MODES) {
      const content = {
        title: 'A page',
        description: '',
        accent: '#1976d2',
        mode,
        sections: SECTION_KINDS.map((kind) => ({ kind, hidden: false, heading: '', body: '' })),
      };
      const [row] = await queryAt<{ ok: boolean }>(
        dbUrl,
        'select private.is_landing_content($1::jsonb) as ok',
        [JSON.stringify(content)],
      );
      expect(row!.ok, `a page with the sections of SECTION_KINDS in ${mode} mode is refused`).toBe(true);
    }
  });

  it('the link keys of ideas and profiles', async () => {
    expect(
      sorted(Object.keys(socialMediaSchema.shape)),
      'socialMediaSchema differs from public.ideas',
    ).toEqual(sorted(await linkKeys('public.ideas', 'social_media')));
    const socialLinks = profileUpdateSchema.shape.socialLinks.unwrap();
    expect(
      sorted(Object.keys(socialLinks.shape)),
      'profileUpdateSchema differs from public.profiles',
    ).toEqual(sorted(await linkKeys('public.profiles', 'social_links')));
  });
});
