import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { joinPointer } from './json-pointer';

/** One *.json file under the schemas folder, as read from disk. */
export interface SchemaSource {
  /** path relative to the schemas folder, with "/" separators */
  file: string;
  text: string;
  /** set when the text parsed */
  value?: unknown;
  /** set when it did not: where and why */
  syntaxError?: { pointer: string; message: string };
}

/** Every *.json below dir, sorted by relative path (so problems come out in a stable order). */
export function listJsonFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      if (name.startsWith('.') || name === 'node_modules') continue;
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.json')) out.push(relative(dir, path).split(sep).join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

export function readSource(dir: string, file: string): SchemaSource {
  const text = readFileSync(join(dir, file), 'utf8').replace(/^\uFEFF/, '');
  try {
    return { file, text, value: JSON.parse(text) as unknown };
  } catch (err) {
    return { file, text, syntaxError: describeSyntaxError(text, (err as Error).message) };
  }
}

/** "Expected ',' or '}' ... in JSON at position 42" -> the line, column and the pointer of the value being read. */
export function describeSyntaxError(text: string, raw: string): { pointer: string; message: string } {
  const at = /at position (\d+)/.exec(raw);
  const position = at ? Number(at[1]) : /end of JSON input/i.test(raw) ? text.length : -1;
  const reason = raw
    .replace(/\s*in JSON at position \d+.*$/s, '')
    .replace(/^JSON\.parse:\s*/, '')
    .replace(/\s*\(line \d+ column \d+\)$/, '');
  if (position < 0) return { pointer: '', message: `invalid JSON: ${reason}` };
  const before = text.slice(0, position);
  const line = before.split('\n').length;
  const column = position - before.lastIndexOf('\n');
  return { pointer: pointerAt(text, position), message: `invalid JSON at line ${line}, column ${column}: ${reason}` };
}

type Frame = { kind: 'object'; key: string | null; expectKey: boolean } | { kind: 'array'; index: number };

/** A forgiving scan up to position: the JSON pointer of the member being read there. */
export function pointerAt(text: string, position: number): string {
  const stack: Frame[] = [];
  let i = 0;
  while (i < position && i < text.length) {
    const c = text[i];
    const top = stack[stack.length - 1];
    if (c === '"') {
      let j = i + 1;
      let value = '';
      while (j < text.length && text[j] !== '"') {
        if (text[j] === '\\') {
          value += text[j + 1] ?? '';
          j += 2;
        } else value += text[j++];
      }
      if (top?.kind === 'object' && top.expectKey) top.key = value;
      i = j + 1;
      continue;
    }
    if (c === '{') stack.push({ kind: 'object', key: null, expectKey: true });
    else if (c === '[') stack.push({ kind: 'array', index: 0 });
    else if (c === '}' || c === ']') stack.pop();
    else if (c === ':' && top?.kind === 'object') top.expectKey = false;
    else if (c === ',' && top) {
      if (top.kind === 'object') {
        top.expectKey = true;
        top.key = null;
      } else top.index += 1;
    }
    i += 1;
  }
  const tokens: (string | number)[] = [];
  for (const frame of stack) {
    if (frame.kind === 'array') tokens.push(frame.index);
    else if (frame.key !== null) tokens.push(frame.key);
    else break;
  }
  return joinPointer('', ...tokens);
}
