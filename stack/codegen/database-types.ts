// supabase/functions/_shared/database.types.ts, read from a migrated database's catalog in the shape `supabase gen
// types typescript` gives (Database[schema].Tables[name].Row/Insert/Update/Relationships, Views, Functions, Enums,
// CompositeTypes, and the helpers Tables<'name'>, TablesInsert, TablesUpdate, Enums), so code written against
// either reads the same. Written here rather than with the CLI, which needs Docker to reach a database.
import path from 'node:path';
import type pg from 'pg';
import prettier from 'prettier';
import { ROOT, SUPABASE_DIR } from '../config.ts';

export const TYPES_FILE = path.join(SUPABASE_DIR, 'functions', '_shared', 'database.types.ts');
/** public is what the Data API exposes; private is where the functions the api function calls live. */
export const TYPE_SCHEMAS = ['public', 'private'] as const;

interface PgType {
  oid: number;
  schema: string;
  name: string;
  /** pg_type.typtype: b base, c composite, d domain, e enum, p pseudo, r range, m multirange. */
  kind: string;
  category: string;
  elem: number;
  base: number;
  relid: number;
}

interface Relation {
  oid: number;
  schema: string;
  name: string;
  /** pg_class.relkind: r/p tables, v/m views, f foreign tables, c composite types. */
  kind: string;
  insertable: boolean;
  updatable: boolean;
}

interface Column {
  relid: number;
  name: string;
  type: number;
  notNull: boolean;
  hasDefault: boolean;
  identity: string;
  generated: string;
}

interface ForeignKey {
  name: string;
  relid: number;
  refRelid: number;
  columns: string[];
  refColumns: string[];
  oneToOne: boolean;
}

interface PgFunction {
  schema: string;
  name: string;
  identity: string;
  returns: number;
  returnsSet: boolean;
  argNames: string[] | null;
  argModes: string[] | null;
  argTypes: number[];
  defaults: number;
}

interface Catalog {
  types: Map<number, PgType>;
  relations: Relation[];
  columns: Column[];
  foreignKeys: ForeignKey[];
  functions: PgFunction[];
  enums: { schema: string; name: string; labels: string[] }[];
}

/** Objects an extension owns (pg_trgm's functions, say) are the extension's, not the schema's. */
const NOT_FROM_EXTENSION = (catalog: string, oid: string) =>
  `not exists (select 1 from pg_depend as d
     where d.classid = '${catalog}'::regclass and d.objid = ${oid} and d.deptype = 'e')`;

async function readCatalog(client: pg.Client, schemas: readonly string[]): Promise<Catalog> {
  const list = [...schemas];
  const types = await client.query<PgType>(`
    select t.oid::int as oid, n.nspname as schema, t.typname as name, t.typtype as kind,
           t.typcategory as category, t.typelem::int as elem, t.typbasetype::int as base, t.typrelid::int as relid
    from pg_type as t join pg_namespace as n on n.oid = t.typnamespace`);
  const relations = await client.query<Relation>(
    `select c.oid::int as oid, n.nspname as schema, c.relname as name, c.relkind as kind,
            (pg_relation_is_updatable(c.oid, false) & 8) <> 0 as insertable,
            (pg_relation_is_updatable(c.oid, false) & 4) <> 0 as updatable
     from pg_class as c join pg_namespace as n on n.oid = c.relnamespace
     where n.nspname = any($1) and c.relkind in ('r', 'p', 'v', 'm', 'f', 'c') and not c.relispartition
       and ${NOT_FROM_EXTENSION('pg_class', 'c.oid')} and ${NOT_FROM_EXTENSION('pg_type', 'c.reltype')}`,
    [list],
  );
  const oids = relations.rows.map((r) => r.oid);
  const columns = await client.query<Column>(
    `select a.attrelid::int as relid, a.attname as name, a.atttypid::int as type, a.attnotnull as "notNull",
            a.atthasdef as "hasDefault", a.attidentity as identity, a.attgenerated as generated
     from pg_attribute as a
     where a.attrelid = any($1::oid[]) and a.attnum > 0 and not a.attisdropped`,
    [oids],
  );
  const foreignKeys = await client.query<ForeignKey>(
    `select con.conname as name, con.conrelid::int as relid, con.confrelid::int as "refRelid",
            array(select a.attname::text from unnest(con.conkey) with ordinality as k(num, i)
                  join pg_attribute as a on a.attrelid = con.conrelid and a.attnum = k.num order by k.i) as columns,
            array(select a.attname::text from unnest(con.confkey) with ordinality as k(num, i)
                  join pg_attribute as a on a.attrelid = con.confrelid and a.attnum = k.num order by k.i)
              as "refColumns",
            exists (select 1 from pg_index as x
                    where x.indrelid = con.conrelid and x.indisunique and x.indpred is null
                      and (select array_agg(v order by v) from unnest(x.indkey::int2[]) as v)
                        = (select array_agg(v order by v) from unnest(con.conkey) as v)) as "oneToOne"
     from pg_constraint as con
     where con.contype = 'f' and con.conrelid = any($1::oid[])`,
    [oids],
  );
  const functions = await client.query<PgFunction>(
    `select n.nspname as schema, p.proname as name, pg_get_function_identity_arguments(p.oid) as identity,
            p.prorettype::int as returns, p.proretset as "returnsSet", p.proargnames as "argNames",
            p.proargmodes::text[] as "argModes",
            coalesce(p.proallargtypes, p.proargtypes::oid[])::int[] as "argTypes", p.pronargdefaults as defaults
     from pg_proc as p join pg_namespace as n on n.oid = p.pronamespace
     where n.nspname = any($1) and p.prokind = 'f'
       and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)
       and ${NOT_FROM_EXTENSION('pg_proc', 'p.oid')}`,
    [list],
  );
  const enums = await client.query<{ schema: string; name: string; labels: string[] }>(
    `select n.nspname as schema, t.typname as name, array_agg(e.enumlabel::text order by e.enumsortorder) as labels
     from pg_type as t join pg_namespace as n on n.oid = t.typnamespace join pg_enum as e on e.enumtypid = t.oid
     where n.nspname = any($1) and ${NOT_FROM_EXTENSION('pg_type', 't.oid')}
     group by n.nspname, t.typname`,
    [list],
  );
  return {
    types: new Map(types.rows.map((t) => [t.oid, t])),
    relations: relations.rows,
    columns: columns.rows,
    foreignKeys: foreignKeys.rows,
    functions: functions.rows,
    enums: enums.rows,
  };
}

/** How supabase-js sees each Postgres type: JSON's numbers, strings and booleans. */
const BASE_TYPES: Record<string, string> = {
  bool: 'boolean',
  int2: 'number',
  int4: 'number',
  int8: 'number',
  float4: 'number',
  float8: 'number',
  numeric: 'number',
  oid: 'number',
  json: 'Json',
  jsonb: 'Json',
  void: 'undefined',
  record: 'Record<string, unknown>',
  unknown: 'unknown',
  anyelement: 'unknown',
  ...Object.fromEntries(
    [
      'bpchar',
      'bytea',
      'char',
      'cidr',
      'citext',
      'date',
      'inet',
      'interval',
      'macaddr',
      'name',
      'text',
      'time',
      'timestamp',
      'timestamptz',
      'timetz',
      'tsquery',
      'tsvector',
      'uuid',
      'varchar',
    ].map((name) => [name, 'string']),
  ),
};

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));
const ref = (...path: string[]) => `Database${path.map((p) => `[${JSON.stringify(p)}]`).join('')}`;
const block = (entries: string[]) =>
  entries.length ? `{\n${entries.join('\n')}\n}` : 'Record<never, never>';

class Renderer {
  private readonly schemas: Set<string>;
  private readonly relationsByOid: Map<number, Relation>;

  constructor(
    private readonly catalog: Catalog,
    schemas: readonly string[],
  ) {
    this.schemas = new Set(schemas);
    this.relationsByOid = new Map(catalog.relations.map((r) => [r.oid, r]));
  }

  tsType(oid: number): string {
    const type = this.catalog.types.get(oid);
    if (!type) return 'unknown';
    if (type.category === 'A' && type.elem !== 0) {
      const element = this.tsType(type.elem);
      return /[|&]/.test(element) ? `(${element})[]` : `${element}[]`;
    }
    if (type.kind === 'd') return this.tsType(type.base);
    if (type.kind === 'e') {
      if (this.schemas.has(type.schema)) return ref(type.schema, 'Enums', type.name);
      return 'string';
    }
    if (type.kind === 'c') {
      const relation = this.relationsByOid.get(type.relid);
      if (!relation) return 'unknown';
      if (relation.kind === 'c') return ref(relation.schema, 'CompositeTypes', relation.name);
      return ref(
        relation.schema,
        relation.kind === 'v' || relation.kind === 'm' ? 'Views' : 'Tables',
        relation.name,
        'Row',
      );
    }
    return BASE_TYPES[type.name] ?? 'unknown';
  }

  private columnsOf(relid: number): Column[] {
    return this.catalog.columns.filter((c) => c.relid === relid).sort((a, b) => byName(a.name, b.name));
  }

  private table(relation: Relation): string {
    const columns = this.columnsOf(relation.oid);
    const isView = relation.kind === 'v' || relation.kind === 'm';
    const row = columns.map((c) => {
      const nullable = isView || !c.notNull || c.generated !== '';
      return `${key(c.name)}: ${this.tsType(c.type)}${nullable ? ' | null' : ''};`;
    });
    const writable = (c: Column, insert: boolean) => {
      // The database writes these itself and refuses a value for them.
      if (c.generated !== '' || c.identity === 'a') return `${key(c.name)}?: never;`;
      const optional = !insert || isView || !c.notNull || c.hasDefault || c.identity !== '';
      const nullable = isView || !c.notNull;
      return `${key(c.name)}${optional ? '?' : ''}: ${this.tsType(c.type)}${nullable ? ' | null' : ''};`;
    };
    const parts = [`Row: ${block(row)};`];
    if (!isView || relation.insertable)
      parts.push(`Insert: ${block(columns.map((c) => writable(c, true)))};`);
    if (!isView || relation.updatable)
      parts.push(`Update: ${block(columns.map((c) => writable(c, false)))};`);
    parts.push(`Relationships: ${this.relationships(relation)};`);
    return `${key(relation.name)}: {\n${parts.join('\n')}\n};`;
  }

  /** Foreign keys to a table of the same schema, the only ones a relation's bare name can name. */
  private relationships(relation: Relation): string {
    const keys = this.catalog.foreignKeys
      .filter(
        (fk) => fk.relid === relation.oid && this.relationsByOid.get(fk.refRelid)?.schema === relation.schema,
      )
      .sort((a, b) => byName(a.name, b.name))
      .map(
        (fk) => `{
          foreignKeyName: ${JSON.stringify(fk.name)};
          columns: ${JSON.stringify(fk.columns)};
          isOneToOne: ${fk.oneToOne};
          referencedRelation: ${JSON.stringify(this.relationsByOid.get(fk.refRelid)!.name)};
          referencedColumns: ${JSON.stringify(fk.refColumns)};
        }`,
      );
    return keys.length ? `[\n${keys.join(',\n')}\n]` : '[]';
  }

  private signature(fn: PgFunction): string {
    const modes = fn.argModes ?? fn.argTypes.map(() => 'i');
    const args = fn.argTypes.map((type, i) => ({ type, mode: modes[i]!, name: fn.argNames?.[i] ?? '' }));
    const inputs = args.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
    const outputs = args.filter((a) => a.mode === 'o' || a.mode === 'b' || a.mode === 't');
    const firstDefault = inputs.length - fn.defaults;
    const argEntries = inputs
      .map((a, i) => `${key(a.name)}${i >= firstDefault ? '?' : ''}: ${this.tsType(a.type)};`)
      .sort(byName);
    let returns: string;
    if (outputs.length > 1 || outputs.some((a) => a.mode === 't')) {
      const shape = block(outputs.map((a) => `${key(a.name)}: ${this.tsType(a.type)};`).sort(byName));
      returns = fn.returnsSet ? `${shape}[]` : shape;
    } else {
      const scalar = this.tsType(outputs[0]?.type ?? fn.returns);
      returns = fn.returnsSet ? (/[|&]/.test(scalar) ? `(${scalar})[]` : `${scalar}[]`) : scalar;
    }
    return `{\nArgs: ${block(argEntries)};\nReturns: ${returns};\n}`;
  }

  private functions(schema: string): string {
    const groups = new Map<string, PgFunction[]>();
    for (const fn of this.catalog.functions.filter((f) => f.schema === schema)) {
      groups.set(fn.name, [...(groups.get(fn.name) ?? []), fn]);
    }
    const entries = [...groups.entries()]
      .sort(([a], [b]) => byName(a, b))
      .map(([name, overloads]) => {
        const sorted = overloads.sort((a, b) => byName(a.identity, b.identity));
        return `${key(name)}: ${sorted.map((fn) => this.signature(fn)).join(' | ')};`;
      });
    return block(entries);
  }

  schema(schema: string): string {
    const relations = this.catalog.relations
      .filter((r) => r.schema === schema)
      .sort((a, b) => byName(a.name, b.name));
    const tables = relations.filter((r) => ['r', 'p', 'f'].includes(r.kind)).map((r) => this.table(r));
    const views = relations.filter((r) => r.kind === 'v' || r.kind === 'm').map((r) => this.table(r));
    const enums = this.catalog.enums
      .filter((e) => e.schema === schema)
      .sort((a, b) => byName(a.name, b.name))
      .map((e) => `${key(e.name)}: ${e.labels.map((l) => JSON.stringify(l)).join(' | ')};`);
    const composites = relations
      .filter((r) => r.kind === 'c')
      .map(
        (r) =>
          `${key(r.name)}: ${block(this.columnsOf(r.oid).map((c) => `${key(c.name)}: ${this.tsType(c.type)} | null;`))};`,
      );
    return `${key(schema)}: {
      Tables: ${block(tables)};
      Views: ${block(views)};
      Functions: ${this.functions(schema)};
      Enums: ${block(enums)};
      CompositeTypes: ${block(composites)};
    };`;
  }
}

const HEADER = `// Generated by \`npm run db:types\` (stack/codegen/database-types.ts) from the database the migrations make:
// do not edit. tests/stack/generated-files.test.ts fails while it differs from them.
//
// The shape of \`supabase gen types typescript\`, so supabase-js and hand-written code read it alike; types are what
// JSON carries (timestamps as strings, numbers as numbers). postgres.js reads some of them otherwise (timestamptz
// as a Date, bigint and numeric as strings): rows read with it say so where they use these types.
`;

const HELPERS = `
type SchemaName = keyof Database;
type InSchema = { schema: SchemaName };
type Section = 'Relations' | 'Tables' | 'Functions' | 'Enums' | 'CompositeTypes';
type Entries<S extends SchemaName, K extends Section> = K extends 'Relations'
  ? Database[S]['Tables'] & Database[S]['Views']
  : Database[S][K & keyof Database[S]];
/** A name in public, or { schema } followed by a name in that schema. */
type Target<K extends Section> = keyof Entries<'public', K> | InSchema;
type NameIn<K extends Section, T> = T extends InSchema ? keyof Entries<T['schema'], K> : never;
type Lookup<K extends Section, T, Name> = T extends InSchema
  ? Entries<T['schema'], K>[Name & keyof Entries<T['schema'], K>]
  : Entries<'public', K>[T & keyof Entries<'public', K>];
type Part<T, P extends string> = T extends { [Q in P]: infer V } ? V : never;

/** A row: Tables<'ideas'>, or Tables<{ schema: 'private' }, 'comment_posts'>. */
export type Tables<T extends Target<'Relations'>, Name extends NameIn<'Relations', T> = never> = Part<
  Lookup<'Relations', T, Name>,
  'Row'
>;
export type TablesInsert<T extends Target<'Tables'>, Name extends NameIn<'Tables', T> = never> = Part<
  Lookup<'Tables', T, Name>,
  'Insert'
>;
export type TablesUpdate<T extends Target<'Tables'>, Name extends NameIn<'Tables', T> = never> = Part<
  Lookup<'Tables', T, Name>,
  'Update'
>;
export type Enums<T extends Target<'Enums'>, Name extends NameIn<'Enums', T> = never> = Lookup<'Enums', T, Name>;
export type CompositeTypes<T extends Target<'CompositeTypes'>, Name extends NameIn<'CompositeTypes', T> = never> =
  Lookup<'CompositeTypes', T, Name>;
/** What a function answers: FunctionReturns<{ schema: 'private' }, 'get_my_profile'>. */
export type FunctionReturns<T extends Target<'Functions'>, Name extends NameIn<'Functions', T> = never> = Part<
  Lookup<'Functions', T, Name>,
  'Returns'
>;
`;

/** The file's text, formatted by Prettier with the repository's settings. */
export async function renderDatabaseTypes(
  client: pg.Client,
  schemas: readonly string[] = TYPE_SCHEMAS,
): Promise<string> {
  const renderer = new Renderer(await readCatalog(client, schemas), schemas);
  const source = `${HEADER}
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  ${[...schemas]
    .sort(byName)
    .map((s) => renderer.schema(s))
    .join('\n')}
};
${HELPERS}`;
  const options = await prettier.resolveConfig(path.join(ROOT, 'package.json'));
  return await prettier.format(source, { ...options, parser: 'typescript' });
}
