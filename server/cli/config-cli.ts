/**
 * Operator CLI: `npm run config -- <validate|resolve|diff|docs>`. Prints `file: /pointer: message`
 * lines for problems (never a stack trace) and exits 1 when there are any. Paths are the
 * operator's: absolute, or relative to the directory `npm run` was started in.
 */
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { resolveVariant } from '../../src/config/resolve-settings.ts';
import type { Variant } from '../../src/config/settings-layer.ts';
import { configDir } from '../config/config-dir.ts';
import { formatIssue } from '../config/config-files.ts';
import { type ConfigSet, loadConfigSet } from '../config/config-set.ts';
import { settingsSchemaKnowledge } from '../config/settings-schema.ts';
import { diffSettings, flatten } from './flatten.ts';
import { settingsDocs } from './settings-docs.ts';
import { unmatchedVariantWarnings } from './unmatched-variant.ts';

const USAGE = `usage: npm run config -- <command>
  validate [dir|files…]                     check layer files (default: the configuration directory)
  resolve --partner P [--country C] [--lang L] [--explain] [--dir D]
  diff --partner P [--country C] [--lang L] [--against partner=P,country=C,lang=L] [--dir D]
  docs [--out docs/settings.md]`;

class UsageError extends Error {}

const show = (value: unknown) => JSON.stringify(value);

function variantFrom(values: { partner?: string; country?: string; lang?: string }): Variant {
  const partner = Number.parseInt(values.partner ?? '', 10);
  if (!Number.isInteger(partner) || partner < 1)
    throw new UsageError('--partner must be a partner id (an integer ≥ 1)');
  return { partner, country: values.country?.toUpperCase(), language: values.lang?.toLowerCase() };
}

function parseAgainst(text: string): Variant {
  const pairs: Record<string, string> = {};
  for (const pair of text.split(',')) {
    const [key = '', value = ''] = pair.split('=').map((s) => s.trim());
    pairs[key] = value;
  }
  return variantFrom(pairs);
}

function loadValid(dir: string, out: (line: string) => void): ConfigSet | undefined {
  const set = loadConfigSet(dir);
  if (set.issues.length === 0) return set;
  for (const issue of set.issues) out(formatIssue(issue));
  return undefined;
}

function resolved(set: ConfigSet, variant: Variant, explain: boolean) {
  const result = resolveVariant(set.layers, variant, { explain });
  if (!result.ok)
    throw new UsageError(result.issues.map((i) => `${i.pointer}: ${i.message}`).join('\n'));
  return result;
}

/**
 * The directory the operator's relative paths start from: npm runs scripts in the project, and
 * keeps the directory `npm run` was started in as INIT_CWD.
 */
export const operatorCwd = (env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string =>
  env.INIT_CWD || cwd;

/**
 * Runs one CLI invocation; returns the exit code. `out`/`err` receive whole lines; relative paths
 * (arguments and BETFRAME_CONFIG) start from `cwd`.
 */
export function runConfigCli(
  argv: readonly string[],
  out: (line: string) => void,
  err: (line: string) => void,
  cwd = process.cwd(),
  env: NodeJS.ProcessEnv = process.env,
): number {
  const [command, ...rest] = argv;
  try {
    const { values, positionals } = parseArgs({
      args: rest,
      allowPositionals: true,
      options: {
        partner: { type: 'string' },
        country: { type: 'string' },
        lang: { type: 'string' },
        explain: { type: 'boolean' },
        against: { type: 'string' },
        dir: { type: 'string' },
        out: { type: 'string' },
      },
    });
    const given = values.dir ?? env.BETFRAME_CONFIG;
    const dir = given ? resolve(cwd, given) : configDir({});
    switch (command) {
      case 'validate': {
        const targets = positionals.length > 0 ? positionals : [dir];
        const isDir =
          targets.length === 1 && statSync(resolve(cwd, targets[0] as string)).isDirectory();
        const set = isDir
          ? loadConfigSet(resolve(cwd, targets[0] as string))
          : loadConfigSet(cwd, targets);
        for (const issue of set.issues) out(formatIssue(issue));
        if (set.issues.length > 0) {
          err(`${set.issues.length} problem${set.issues.length === 1 ? '' : 's'} found`);
          return 1;
        }
        err(
          `valid: ${set.layers.length} layer files${set.hosts.size > 0 ? `, ${set.hosts.size} hosts` : ''}`,
        );
        return 0;
      }
      case 'resolve': {
        const set = loadValid(dir, out);
        if (!set) return 1;
        const variant = variantFrom(values);
        for (const warning of unmatchedVariantWarnings(set.layers, variant)) err(warning);
        const result = resolved(set, variant, values.explain ?? false);
        if (!values.explain) {
          out(JSON.stringify(result.settings, null, 2));
          return 0;
        }
        for (const [pointer, value] of flatten(result.settings)) {
          let source: string | undefined;
          for (let p = pointer; p && !source; p = p.slice(0, p.lastIndexOf('/')))
            source = result.provenance?.get(p);
          out(`${pointer} = ${show(value)}  ← ${source ?? 'default'}`);
        }
        return 0;
      }
      case 'diff': {
        const set = loadValid(dir, out);
        if (!set) return 1;
        const asked = variantFrom(values);
        const other = values.against ? parseAgainst(values.against) : undefined;
        for (const v of other ? [asked, other] : [asked])
          for (const warning of unmatchedVariantWarnings(set.layers, v)) err(warning);
        const variant = resolved(set, asked, false).settings;
        const against = other
          ? resolved(set, other, false).settings
          : resolved(
              { ...set, layers: set.layers.filter((l) => l.match.partner === undefined) },
              { partner: 1 },
              false,
            ).settings;
        const differences = diffSettings(against, variant);
        for (const d of differences) out(`${d.pointer}: ${show(d.from)} → ${show(d.to)}`);
        err(`${differences.length} key${differences.length === 1 ? '' : 's'} differ`);
        return 0;
      }
      case 'docs': {
        const { root, registry } = settingsSchemaKnowledge();
        const target = resolve(
          cwd,
          values.out ?? join(import.meta.dirname, '../../docs/settings.md'),
        );
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, settingsDocs(root, registry));
        err(`wrote ${target}`);
        return 0;
      }
      default:
        throw new UsageError(command ? `unknown command "${command}"` : 'no command given');
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    err(error instanceof UsageError ? `${message}\n${USAGE}` : `error: ${message}`);
    return 2;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  process.exitCode = runConfigCli(
    process.argv.slice(2),
    (l) => console.log(l),
    (l) => console.error(l),
    operatorCwd(),
  );
}
