import { describe, expect, it } from 'vitest';
import { splitSql } from '../../stack/db/split-sql.ts';

/** The statements with surrounding whitespace trimmed, for cases where only the split points matter. */
function split(script: string): string[] {
  return splitSql(script).map((statement) => statement.trim());
}

describe('splitSql', () => {
  it('splits on semicolons and drops the terminators, keeping the text as written', () => {
    expect(splitSql('select 1; select 2;\nselect 3;')).toEqual(['select 1', ' select 2', '\nselect 3']);
  });

  it('keeps a last statement that has no semicolon', () => {
    expect(split('select 1; select 2')).toEqual(['select 1', 'select 2']);
  });

  it('returns nothing for an empty or blank script', () => {
    expect(splitSql('')).toEqual([]);
    expect(splitSql('  \n\t ')).toEqual([]);
    expect(splitSql(';;')).toEqual([]);
  });

  describe('quoted text', () => {
    it('does not split inside single-quoted strings, including doubled quotes', () => {
      expect(split("select 'a;b'; select 'it''s; fine', ';'; select 3")).toEqual([
        "select 'a;b'",
        "select 'it''s; fine', ';'",
        'select 3',
      ]);
    });

    it('does not split inside double-quoted identifiers, including doubled quotes', () => {
      expect(split('select 1 as "x;y"; select 2 as "a""b;c"; select 3')).toEqual([
        'select 1 as "x;y"',
        'select 2 as "a""b;c"',
        'select 3',
      ]);
    });

    it("treats \\' as an escaped quote in E'' strings", () => {
      expect(split("select E'it\\'s; here'; select e'\\';'; select 3")).toEqual([
        "select E'it\\'s; here'",
        "select e'\\';'",
        'select 3',
      ]);
    });

    it("handles doubled quotes in E'' strings too", () => {
      expect(split("select E'it''s \\'; here'; select 2")).toEqual(["select E'it''s \\'; here'", 'select 2']);
    });

    it("treats \\\\ as an escaped backslash in E'' strings, so the next quote ends the string", () => {
      expect(split("select E'\\\\'; select 2")).toEqual(["select E'\\\\'", 'select 2']);
    });

    it('treats a backslash in a standard string as an ordinary character', () => {
      expect(split("select 'C:\\'; select 2")).toEqual(["select 'C:\\'", 'select 2']);
    });

    it('does not take comment markers inside strings for comments', () => {
      expect(split("select '--;'; select '/*;'; select 3")).toEqual([
        "select '--;'",
        "select '/*;'",
        'select 3',
      ]);
    });
  });

  describe('dollar quoting', () => {
    it('does not split inside $$ bodies', () => {
      expect(split('create function f() returns int language sql as $$ select 1; $$; select 2')).toEqual([
        'create function f() returns int language sql as $$ select 1; $$',
        'select 2',
      ]);
    });

    it('does not split inside $tag$ bodies, which end only at the same tag', () => {
      const body = "$body$ select 'x'; $$ not the end; $$ $other$ nor this; $body$";
      expect(split(`select ${body}; select 2`)).toEqual([`select ${body}`, 'select 2']);
    });

    it('does not take $ inside identifiers or $1 parameters for dollar quotes', () => {
      expect(split('select 1 as foo$bar$; select $1; select 3')).toEqual([
        'select 1 as foo$bar$',
        'select $1',
        'select 3',
      ]);
    });

    it('keeps a function whose body has begin; ... end; as one statement', () => {
      const fn = [
        'create or replace function public.touch() returns trigger',
        'language plpgsql as $$',
        'begin',
        '  new.updated_at := now();',
        '  if new.title is null then',
        "    raise exception 'title; required';",
        '  end if;',
        '  return new;',
        'end;',
        '$$',
      ].join('\n');
      const block = 'do $do$ begin; perform 1; end; $do$';
      expect(split(`${fn};\n${block};\nselect 1;`)).toEqual([fn, block, 'select 1']);
    });
  });

  describe('comments', () => {
    it('does not split inside -- comments and keeps them in place', () => {
      expect(splitSql("select 1; -- it's; a note\nselect 2;")).toEqual([
        'select 1',
        " -- it's; a note\nselect 2",
      ]);
    });

    it('does not split inside /* */ comments, nested ones included', () => {
      expect(split('select /* a; /* nested; */ still; */ 1; select 2')).toEqual([
        'select /* a; /* nested; */ still; */ 1',
        'select 2',
      ]);
    });

    it('does not take a quote inside a comment for the start of a string', () => {
      expect(split("/* don't */ select 1; -- isn't\nselect 2; select 3")).toEqual([
        "/* don't */ select 1",
        "-- isn't\nselect 2",
        'select 3',
      ]);
    });

    it('drops trailing text that is only comments and whitespace', () => {
      expect(splitSql('select 1;\n-- the end; really\n/* bye; */\n')).toEqual(['select 1']);
      expect(splitSql('select 1; -- no newline at the end')).toEqual(['select 1']);
    });

    it('drops comment-only text between statements', () => {
      expect(split('select 1; -- nothing here\n; /* nor here */; select 2')).toEqual([
        'select 1',
        'select 2',
      ]);
    });
  });

  it('splits a pgTAP test file into the statements pg_prove would run one by one', () => {
    const script = [
      '-- Schema tests',
      'begin;',
      'select plan(2);',
      "select has_table('public', 'ideas', 'ideas exists');",
      "select is((select count(*)::int from public.ideas where title like '%;%'), 0, 'no semicolons; ever');",
      'select * from finish();',
      'rollback;',
      '',
    ].join('\n');
    expect(split(script)).toEqual([
      '-- Schema tests\nbegin',
      'select plan(2)',
      "select has_table('public', 'ideas', 'ideas exists')",
      "select is((select count(*)::int from public.ideas where title like '%;%'), 0, 'no semicolons; ever')",
      'select * from finish()',
      'rollback',
    ]);
  });
});
