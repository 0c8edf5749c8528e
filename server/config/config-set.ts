import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { resolveVariant } from '../../src/config/resolve-settings.ts';
import type { LayerMatch, SettingsLayer, Variant } from '../../src/config/settings-layer.ts';
import {
  checkMatch,
  type FileIssue,
  HOSTS_FILE,
  listJsonFiles,
  parseLayerFile,
} from './config-files.ts';
import { type JsonSyntaxError, parseJson } from './json-with-position.ts';

/** Host name → the variant it serves (partner, optionally country and language). */
export type HostMap = ReadonlyMap<string, LayerMatch & { partner: number }>;

/** All layers and host mappings of one configuration directory, with every problem found. */
export interface ConfigSet {
  readonly layers: readonly SettingsLayer[];
  readonly hosts: HostMap;
  readonly issues: readonly FileIssue[];
}

function parseHosts(file: string, text: string): { hosts: HostMap; issues: FileIssue[] } {
  const hosts = new Map<string, LayerMatch & { partner: number }>();
  let json: unknown;
  try {
    json = parseJson(text);
  } catch (error) {
    const e = error as JsonSyntaxError;
    return { hosts, issues: [{ file, line: e.line, column: e.column, message: e.message }] };
  }
  const issues: FileIssue[] = [];
  const entries = (json as { hosts?: unknown } | null)?.hosts;
  if (typeof entries !== 'object' || entries === null || Array.isArray(entries)) {
    return {
      hosts,
      issues: [
        {
          file,
          pointer: '/hosts',
          message: 'must be an object of host name → { partner, country?, language? }',
        },
      ],
    };
  }
  for (const key of Object.keys(json as object)) {
    if (key !== 'hosts' && key !== '$schema')
      issues.push({ file, pointer: `/${key}`, message: 'unknown key (hosts.json has hosts)' });
  }
  for (const [host, value] of Object.entries(entries)) {
    const pointer = `/hosts/${host}`;
    if (!/^[a-z0-9.-]+(:\d+)?$/.test(host))
      issues.push({ file, pointer, message: 'must be a lower-case host name' });
    const checked = checkMatch(value, pointer, true);
    issues.push(...checked.issues.map((i) => ({ file, ...i })));
    if (checked.match) hosts.set(host, checked.match as LayerMatch & { partner: number });
  }
  return { hosts, issues };
}

const matchKey = (m: LayerMatch) => `${m.partner ?? '*'}|${m.country ?? '*'}|${m.language ?? '*'}`;

/** The variants worth checking: every partner with each country and language its layers name. */
function variantsOf(layers: readonly SettingsLayer[]): Variant[] {
  const partners = new Map<
    number,
    { countries: Set<string | undefined>; languages: Set<string | undefined> }
  >();
  for (const { match } of layers) {
    if (match.partner === undefined) continue;
    const entry = partners.get(match.partner) ?? {
      countries: new Set([undefined]),
      languages: new Set([undefined]),
    };
    entry.countries.add(match.country);
    entry.languages.add(match.language);
    partners.set(match.partner, entry);
  }
  if (partners.size === 0) return [{ partner: 1 }];
  const out: Variant[] = [];
  for (const [partner, { countries, languages }] of partners) {
    for (const country of countries)
      for (const language of languages) out.push({ partner, country, language });
  }
  return out;
}

function describeVariant(v: Variant): string {
  return [
    `partner ${v.partner}`,
    v.country && `country ${v.country}`,
    v.language && `language ${v.language}`,
  ]
    .filter(Boolean)
    .join(', ');
}

/** Checks the resolved settings of every variant the layers make; issues name the layer at fault. */
function checkVariants(layers: readonly SettingsLayer[]): FileIssue[] {
  const issues: FileIssue[] = [];
  const seen = new Set<string>();
  for (const variant of variantsOf(layers)) {
    const result = resolveVariant(layers, variant, { explain: true });
    if (result.ok) continue;
    const sourceOf = (pointer: string) => {
      let source: string | undefined;
      for (let p = pointer; p && !source; p = p.slice(0, p.lastIndexOf('/')))
        source = result.provenance?.get(p);
      return source;
    };
    for (const issue of result.issues) {
      // A rule between two keys names where the other one came from as well.
      const related = issue.related
        ? `; ${issue.related} comes from ${sourceOf(issue.related) ?? "the schema's defaults"}`
        : '';
      const line = {
        file: sourceOf(issue.pointer) ?? '(schema defaults)',
        pointer: issue.pointer,
        message: `${issue.message}${related} (in variant ${describeVariant(variant)})`,
      };
      const key = `${line.file}${line.pointer}${issue.message}${related}`;
      if (!seen.has(key)) {
        seen.add(key);
        issues.push(line);
      }
    }
  }
  return issues;
}

/** Loads and checks a configuration directory (or only the given files: relative to it, or absolute). */
export function loadConfigSet(dir: string, onlyFiles?: readonly string[]): ConfigSet {
  const files = onlyFiles ?? listJsonFiles([dir], dir);
  const layers: SettingsLayer[] = [];
  const issues: FileIssue[] = [];
  let hosts: HostMap = new Map();
  const byMatch = new Map<string, string>();
  for (const file of files) {
    // A file named on the command line may be absolute: resolve, unlike join, keeps it so.
    const text = readFileSync(resolve(dir, file), 'utf8');
    if (file === HOSTS_FILE || file.endsWith(`/${HOSTS_FILE}`)) {
      const parsed = parseHosts(file, text);
      hosts = parsed.hosts;
      issues.push(...parsed.issues);
      continue;
    }
    const parsed = parseLayerFile(file, text);
    issues.push(...parsed.issues);
    if (!parsed.layer) continue;
    const key = matchKey(parsed.layer.match);
    const other = byMatch.get(key);
    if (other)
      issues.push({
        file,
        pointer: '/match',
        message: `same match as ${other}: merge the two files`,
      });
    else byMatch.set(key, file);
    layers.push(parsed.layer);
  }
  if (issues.length === 0) issues.push(...checkVariants(layers));
  for (const [host, match] of hosts) {
    if (!layers.some((l) => l.match.partner === match.partner)) {
      issues.push({
        file: HOSTS_FILE,
        pointer: `/hosts/${host}/partner`,
        message: `no layer has partner ${match.partner}`,
      });
    }
  }
  return { layers, hosts, issues };
}
