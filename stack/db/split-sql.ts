// Splits a SQL script into statements the way psql does, so each runs on its own as under pg_prove.
// (Sent as one simple-protocol query, a script's statements share one implicit transaction, and a
// closing ROLLBACK would also undo what came before its BEGIN.)

/** Returns the statements of a script, without their terminating semicolons; comments stay in place. */
export function splitSql(script: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let i = 0;
  const n = script.length;
  while (i < n) {
    const c = script[i]!;
    const next = script[i + 1];
    if (c === '-' && next === '-') {
      const end = script.indexOf('\n', i);
      i = end === -1 ? n : end + 1;
    } else if (c === '/' && next === '*') {
      let depth = 1;
      i += 2;
      while (i < n && depth > 0) {
        if (script[i] === '/' && script[i + 1] === '*') {
          depth += 1;
          i += 2;
        } else if (script[i] === '*' && script[i + 1] === '/') {
          depth -= 1;
          i += 2;
        } else {
          i += 1;
        }
      }
    } else if (c === "'" || c === '"') {
      const escapes = c === "'" && /[eE]/.test(script[i - 1] ?? '') && !/\w/.test(script[i - 2] ?? '');
      i += 1;
      while (i < n) {
        if (escapes && script[i] === '\\') i += 2;
        else if (script[i] === c && script[i + 1] === c) i += 2;
        else if (script[i] === c) break;
        else i += 1;
      }
      i += 1;
    } else if (c === '$') {
      const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(script.slice(i));
      if (tag && !/\w/.test(script[i - 1] ?? '')) {
        const end = script.indexOf(tag[0], i + tag[0].length);
        i = end === -1 ? n : end + tag[0].length;
      } else {
        i += 1;
      }
    } else if (c === ';') {
      statements.push(script.slice(start, i));
      i += 1;
      start = i;
    } else {
      i += 1;
    }
  }
  statements.push(script.slice(start));
  return statements.filter((s) => !isOnlyComments(s));
}

function isOnlyComments(statement: string): boolean {
  return (
    statement
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/--[^\n]*/g, '')
      .trim() === ''
  );
}
