// The files generated from the migrated database (npm run db:generate) are the ones committed: a migration landed
// without regenerating them fails here, naming the command that brings them up to date.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { renderDatabaseTypes, TYPES_FILE } from '../../stack/codegen/database-types.ts';
import { renderSchemaSnapshot, SCHEMA_DIR } from '../../stack/codegen/schema-snapshot.ts';
import { ROOT, withClient } from '../../stack/index.ts';

const dbUrl = inject('dbUrl');
const read = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

describe('files generated from the migrated database', () => {
  it('supabase/functions/_shared/database.types.ts is what the migrations give', async () => {
    const generated = await withClient(dbUrl, (client) => renderDatabaseTypes(client));
    expect(
      read(TYPES_FILE),
      `${path.relative(ROOT, TYPES_FILE)} differs from the migrated database: run \`npm run db:types\` and commit it`,
    ).toBe(generated);
  });

  it('supabase/schema/*.sql is what the migrations give', async () => {
    const generated = await withClient(dbUrl, (client) => renderSchemaSnapshot(client));
    const stale = `supabase/schema differs from the migrated database: run \`npm run db:schema\` and commit it`;
    const committed = readdirSync(SCHEMA_DIR).filter((name) => name.endsWith('.sql'));
    expect(committed.sort(), stale).toEqual([...generated.keys()].sort());
    for (const [name, text] of generated) {
      expect(read(path.join(SCHEMA_DIR, name)), `${name}: ${stale}`).toBe(text);
    }
  });
});
