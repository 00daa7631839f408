// Reading README.md and docs/*.md the way tests/unit/docs.test.ts needs: sections, tables, code spans, the tree
// blocks, and whether a path the prose names exists. Plain string work on the few Markdown shapes the documents
// use, not a Markdown parser: a shape this does not understand fails a check loudly rather than passing quietly.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export function read(file: string): string {
  return fs.readFileSync(path.join(ROOT, file), 'utf8');
}

/** The documents the checks read: README.md and every docs/*.md. */
export function documents(): string[] {
  const docs = fs
    .readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`);
  return ['README.md', ...docs];
}

/** The file names in a folder of the repository, sorted. */
export function filesIn(folder: string, filter: (name: string) => boolean = () => true): string[] {
  return fs
    .readdirSync(path.join(ROOT, folder), { withFileTypes: true })
    .filter((entry) => entry.isFile() && filter(entry.name))
    .map((entry) => entry.name)
    .sort();
}

export function foldersIn(folder: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/* Section - Markdown */

/** Fenced code blocks blanked out, line for line, so that prose checks never read code as prose. */
export function withoutFences(text: string): string {
  let fenced = false;
  return text
    .split('\n')
    .map((line) => {
      if (line.startsWith('```')) {
        fenced = !fenced;
        return '';
      }
      return fenced ? '' : line;
    })
    .join('\n');
}

/** The fenced code blocks of a text, without their fence lines. */
export function fences(text: string): string[] {
  return [...text.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)].map((match) => match[1] ?? '');
}

/**
 * The part of a document under the heading that starts with `title`, up to the next heading of the same or a
 * higher level. Throws when there is no such heading: a renamed heading must not turn a check into a no-op.
 */
export function section(text: string, title: string): string {
  const lines = text.split('\n');
  let fenced = false;
  let start = -1;
  let level = 0;
  for (const [index, line] of lines.entries()) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = fenced ? null : /^(#+) (.*)$/.exec(line);
    if (!heading) continue;
    const depth = heading[1]?.length ?? 0;
    if (start < 0 && heading[2]?.startsWith(title)) {
      start = index;
      level = depth;
    } else if (start >= 0 && depth <= level) {
      return lines.slice(start, index).join('\n');
    }
  }
  if (start < 0) throw new Error(`no heading starting with "${title}"`);
  return lines.slice(start).join('\n');
}

/** Inline code spans, outside fenced blocks. */
export function codeSpans(text: string): string[] {
  return [...withoutFences(text).matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? '');
}

/** Text with every parenthesised aside removed (nested ones included), to read a list that has asides. */
export function withoutAsides(text: string): string {
  let result = '';
  let depth = 0;
  for (const char of text) {
    if (char === '(') depth += 1;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0) result += char;
  }
  return result;
}

/** The paragraph (lines up to a blank line) that starts with `start`. */
export function paragraph(text: string, start: string): string {
  const at = text.indexOf(start);
  if (at < 0) throw new Error(`no paragraph starting with ${start}`);
  const end = text.indexOf('\n\n', at);
  return text.slice(at, end < 0 ? undefined : end);
}

export interface Table {
  header: string[];
  rows: string[][];
}

/** Cells of a table row; `\|` stays inside its cell, as in GitHub's Markdown. */
function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

/** Every pipe table of a text, outside fenced blocks. */
export function tables(text: string): Table[] {
  const found: Table[] = [];
  const lines = withoutFences(text).split('\n');
  for (let index = 0; index < lines.length - 1; index += 1) {
    const line = lines[index] ?? '';
    if (!line.startsWith('|') || !/^\|\s*:?-{3,}/.test(lines[index + 1] ?? '')) continue;
    const rows: string[][] = [];
    let next = index + 2;
    while ((lines[next] ?? '').startsWith('|')) rows.push(cells(lines[next++] ?? ''));
    found.push({ header: cells(line), rows });
    index = next;
  }
  return found;
}

/** The one table of a text whose header has a cell starting with `first`. */
export function table(text: string, first: string): Table {
  const matches = tables(text).filter((candidate) => candidate.header.some((cell) => cell.startsWith(first)));
  if (matches.length !== 1)
    throw new Error(`${matches.length} tables with a "${first}" column, expected one`);
  return matches[0] as Table;
}

/** The cells of one column, by the start of its header. */
export function column(of: Table, header: string): string[] {
  const index = of.header.findIndex((cell) => cell.startsWith(header));
  if (index < 0) throw new Error(`no column "${header}" in a table headed ${of.header.join(' | ')}`);
  return of.rows.map((row) => row[index] ?? '');
}

/**
 * The entries of a tree block (`name   description`, a description going on in lines indented past the names):
 * the name, the description with its continuation lines joined, and the name's indent.
 */
export function treeEntries(block: string): { name: string; description: string; indent: number }[] {
  const entries: { name: string; description: string; indent: number }[] = [];
  for (const line of block.split('\n')) {
    const indent = line.length - line.trimStart().length;
    const last = entries.at(-1);
    if (last && indent >= 20) last.description += ` ${line.trim()}`;
    else if (line.trim()) {
      const [name = '', description = ''] = line.trim().split(/\s{2,}/, 2);
      entries.push({ name, description, indent });
    }
  }
  return entries;
}

/** The anchors GitHub gives a document's headings. */
export function anchors(text: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const match of withoutFences(text).matchAll(/^#+ (.*)$/gm)) {
    const slug = (match[1] ?? '')
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\- ]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    result.add(count ? `${slug}-${count}` : slug);
  }
  return result;
}

/* Section - the repository's files */

/** Folders that are installed, built or run-time data, never what the documents describe. */
const SKIPPED = new Set([
  'node_modules',
  '.git',
  '.data',
  'dist',
  'coverage',
  'playwright-report',
  'test-results',
]);

let tree: { files: Set<string>; folders: Set<string> } | undefined;

/** Every file and folder of the working tree, as paths relative to the root (folders without a trailing slash). */
export function repositoryTree(): { files: Set<string>; folders: Set<string> } {
  if (tree) return tree;
  const files = new Set<string>();
  const folders = new Set<string>();
  const visit = (folder: string) => {
    for (const entry of fs.readdirSync(path.join(ROOT, folder), { withFileTypes: true })) {
      if (SKIPPED.has(entry.name)) continue;
      const relative = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        folders.add(relative);
        visit(relative);
      } else files.add(relative);
    }
  };
  visit('');
  tree = { files, folders };
  return tree;
}

/** A glob as the documents write one (`*`, `**`, `{a,b}`, and `<name>` for one path segment) as a RegExp source. */
export function globSource(glob: string): string {
  let source = '';
  for (let index = 0; index < glob.length; index += 1) {
    const char = glob[index] ?? '';
    if (glob.startsWith('**/', index)) {
      source += '(?:.*/)?';
      index += 2;
    } else if (glob.startsWith('**', index)) {
      source += '.*';
      index += 1;
    } else if (char === '*') source += '[^/]*';
    else if (char === '<') {
      const end = glob.indexOf('>', index);
      source += '[^/]+';
      index = end < 0 ? index : end;
    } else if (char === '{') {
      const end = glob.indexOf('}', index);
      const options = glob.slice(index + 1, end).split(',');
      source += `(?:${options.map((option) => option.replace(/[.+^$()|[\]\\]/g, '\\$&')).join('|')})`;
      index = end;
    } else source += char.replace(/[.+?^$()|[\]\\]/g, '\\$&');
  }
  return source;
}

/** Whether any file or folder of the repository is `candidate` (a path or a glob, relative to the root). */
export function existsInRepository(candidate: string): boolean {
  const { files, folders } = repositoryTree();
  const clean = path.posix.normalize(candidate).replace(/\/$/, '');
  if (!/[*<{]/.test(clean)) return files.has(clean) || folders.has(clean);
  const pattern = new RegExp(`^${globSource(clean)}$`);
  return [...files, ...folders].some((entry) => pattern.test(entry));
}

/** Whether git ignores `candidate`: a path the documents name as made by a run (`dist/`, `.data/`), not kept. */
export function ignoredByGit(candidate: string): boolean {
  try {
    execFileSync('git', ['check-ignore', '--quiet', '--no-index', '--', candidate], { cwd: ROOT });
    return true;
  } catch {
    return false;
  }
}
