// `npm run db:types` (supabase/functions/_shared/database.types.ts), `npm run db:schema` (supabase/schema/*.sql) and
// `npm run db:generate` (both): files read from a throw-away database the migrations made. Run after adding a
// migration; tests/stack/generated-files.test.ts fails while a committed file differs from what this writes.
import { readdirSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ROOT } from './config.ts';
import { renderDatabaseTypes, TYPES_FILE } from './codegen/database-types.ts';
import { withMigratedDatabase } from './codegen/migrated-database.ts';
import { renderSchemaSnapshot, SCHEMA_DIR } from './codegen/schema-snapshot.ts';
import { withClient } from './db/setup.ts';

const TARGETS = ['types', 'schema'] as const;
type Target = (typeof TARGETS)[number];

async function write(file: string, text: string): Promise<void> {
  const before = await fs.readFile(file, 'utf8').catch(() => null);
  if (before === text) return;
  await fs.writeFile(file, text);
  console.log(`${before === null ? 'created' : 'updated'} ${path.relative(ROOT, file)}`);
}

async function main(): Promise<void> {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((a) => !(TARGETS as readonly string[]).includes(a));
  if (unknown.length)
    throw new Error(`Unknown target ${unknown.join(', ')}: use ${TARGETS.join(', ')} or none for both.`);
  const targets = new Set<Target>(asked.length ? (asked as Target[]) : TARGETS);
  await withMigratedDatabase((url) =>
    withClient(url, async (client) => {
      if (targets.has('types')) await write(TYPES_FILE, await renderDatabaseTypes(client));
      if (targets.has('schema')) {
        const files = await renderSchemaSnapshot(client);
        await fs.mkdir(SCHEMA_DIR, { recursive: true });
        for (const [name, text] of files) await write(path.join(SCHEMA_DIR, name), text);
        // A domain that no longer has anything must not linger as a stale file.
        for (const name of readdirSync(SCHEMA_DIR).filter((n) => n.endsWith('.sql') && !files.has(n))) {
          await fs.rm(path.join(SCHEMA_DIR, name));
          console.log(`removed ${path.relative(ROOT, path.join(SCHEMA_DIR, name))}`);
        }
      }
    }),
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
