import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

import { checkSettings } from '../../src/config/resolve-settings.ts';
import type { LayerMatch, SettingsLayer } from '../../src/config/settings-layer.ts';
import { type JsonSyntaxError, parseJson } from './json-with-position.ts';
import { settingsSchemaKnowledge } from './settings-schema.ts';

/** One problem in one configuration file, printed as `file: /pointer: message`. */
export interface FileIssue {
  readonly file: string;
  readonly pointer?: string;
  readonly line?: number;
  readonly column?: number;
  readonly message: string;
}

export function formatIssue(issue: FileIssue): string {
  if (issue.line !== undefined) {
    return `${issue.file}: line ${issue.line}, column ${issue.column ?? 1}: invalid JSON: ${issue.message}`;
  }
  return `${issue.file}: ${issue.pointer || '/'}: ${issue.message}`;
}

export const HOSTS_FILE = 'hosts.json';

/** Every .json file under a directory (or the given files), as paths relative to `base`. */
export function listJsonFiles(paths: readonly string[], base: string): string[] {
  const out: string[] = [];
  const visit = (path: string) => {
    if (statSync(path).isDirectory()) {
      for (const entry of readdirSync(path).sort()) visit(join(path, entry));
    } else if (path.endsWith('.json')) {
      out.push(relative(base, path).split(sep).join('/'));
    }
  };
  for (const path of paths) visit(path);
  return out;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Checks a `match` object (also a hosts.json entry); partner required when `requirePartner`. */
export function checkMatch(
  value: unknown,
  pointer: string,
  requirePartner: boolean,
): { match?: LayerMatch; issues: { pointer: string; message: string }[] } {
  const issues: { pointer: string; message: string }[] = [];
  if (!isObject(value)) return { issues: [{ pointer, message: 'must be an object' }] };
  for (const key of Object.keys(value)) {
    if (!['partner', 'country', 'language'].includes(key)) {
      issues.push({
        pointer: `${pointer}/${key}`,
        message: 'unknown key (a match has partner, country and language)',
      });
    }
  }
  const { partner, country, language } = value;
  if (partner !== undefined && !(Number.isInteger(partner) && (partner as number) >= 1)) {
    issues.push({
      pointer: `${pointer}/partner`,
      message: 'must be a partner id (an integer ≥ 1)',
    });
  }
  if (country !== undefined && !(typeof country === 'string' && /^[A-Z]{2}$/.test(country))) {
    issues.push({
      pointer: `${pointer}/country`,
      message: 'must be a two-letter upper-case country code (KZ)',
    });
  }
  if (language !== undefined && !(typeof language === 'string' && /^[a-z]{2}$/.test(language))) {
    issues.push({
      pointer: `${pointer}/language`,
      message: 'must be a two-letter lower-case language code (kk)',
    });
  }
  if (
    partner === undefined &&
    (requirePartner || country !== undefined || language !== undefined)
  ) {
    issues.push({
      pointer: `${pointer}/partner`,
      message: 'is required (country and language layers belong to a partner)',
    });
  }
  if (issues.length > 0) return { issues };
  return { match: value, issues };
}

/** Pointers of the nulls in a layer (each resets a key) and the layer without them. */
function splitNulls(
  value: Record<string, unknown>,
  pointer = '',
): { data: Record<string, unknown>; nulls: string[] } {
  const data: Record<string, unknown> = {};
  const nulls: string[] = [];
  for (const [key, child] of Object.entries(value)) {
    const here = `${pointer}/${key}`;
    if (child === null) nulls.push(here);
    else if (isObject(child)) {
      const inner = splitNulls(child, here);
      data[key] = inner.data;
      nulls.push(...inner.nulls);
    } else data[key] = child;
  }
  return { data, nulls };
}

/** Parses and checks one layer file; returns the layer when it has no issues. */
export function parseLayerFile(
  file: string,
  text: string,
): { layer?: SettingsLayer; issues: FileIssue[] } {
  let json: unknown;
  try {
    json = parseJson(text);
  } catch (error) {
    const e = error as JsonSyntaxError;
    return { issues: [{ file, line: e.line, column: e.column, message: e.message }] };
  }
  if (!isObject(json))
    return { issues: [{ file, pointer: '/', message: 'must be a JSON object' }] };
  const { match: rawMatch = {}, $schema: _schema, ...sections } = json;
  const matchCheck = checkMatch(rawMatch, '/match', false);
  const issues: FileIssue[] = matchCheck.issues.map((i) => ({ file, ...i }));
  const knowledge = settingsSchemaKnowledge();
  const { data, nulls } = splitNulls(sections);
  for (const pointer of nulls) {
    if (!knowledge.exists(pointer))
      issues.push({ file, pointer, message: 'unknown key (null resets a known key)' });
  }
  for (const issue of checkSettings(data, knowledge.suggest)) issues.push({ file, ...issue });
  if (issues.length > 0 || !matchCheck.match) return { issues };
  return { layer: { name: file, match: matchCheck.match, data: sections }, issues };
}

/** Reads a layer file from disk (relative to `base`). */
export function readLayerFile(base: string, file: string) {
  return parseLayerFile(file, readFileSync(join(base, file), 'utf8'));
}
