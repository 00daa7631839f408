// The advisor pgTAP file cannot read supabase/config.toml, so it writes down the schemas the Data API serves; this
// keeps the two the same. With `[api] enabled = false` the Data API serves nothing, whatever `schemas` lists (the
// CLI starts no PostgREST, and `supabase config push` sends the hosted project an empty list).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { SUPABASE_DIR } from '../../stack/config.ts';

interface ApiSection {
  enabled?: boolean;
  schemas?: string[];
}

function servedByConfig(): string[] {
  const config = parse(readFileSync(path.join(SUPABASE_DIR, 'config.toml'), 'utf8')) as { api?: ApiSection };
  const api = config.api ?? {};
  return api.enabled === false ? [] : (api.schemas ?? []);
}

function exposedInAdvisor(): string[] {
  const sql = readFileSync(path.join(SUPABASE_DIR, 'tests', 'database', '012-advisor.test.sql'), 'utf8');
  const match = /set_config\('tests\.exposed_schemas', '\{([^}]*)\}'/.exec(sql);
  if (!match) throw new Error('012-advisor.test.sql no longer sets tests.exposed_schemas');
  return (match[1] ?? '').split(',').filter((name) => name !== '');
}

describe('the schemas the Data API serves', () => {
  it('are none: the Data API is off, as the api function is the only way to the data', () => {
    expect(servedByConfig()).toEqual([]);
  });

  it('are those the advisor pgTAP file checks as exposed', () => {
    expect(exposedInAdvisor().sort()).toEqual(servedByConfig().sort());
  });
});
