import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { operatorCwd, runConfigCli } from './config-cli.ts';

const samples = new URL('../../config-samples', import.meta.url).pathname;
let dir: string;

const project = new URL('../..', import.meta.url).pathname;

/** One run from `cwd` (default: the temporary directory) with `env` as the environment. */
function runIn(cwd: string, env: NodeJS.ProcessEnv, argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = runConfigCli(
    argv,
    (l) => out.push(l),
    (l) => err.push(l),
    cwd,
    env,
  );
  return { code, out, err };
}
const run = (...argv: string[]) => runIn(dir, {}, argv);

const write = (file: string, value: unknown) =>
  writeFileSync(
    join(dir, file),
    typeof value === 'string' ? value : JSON.stringify(value, null, 2),
  );

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'betframe-config-'));
  cpSync(samples, join(dir, 'samples'), { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run config -- validate', () => {
  it('accepts every sample variant', () => {
    const { code, out } = run('validate', samples);
    expect(out).toEqual([]);
    expect(code).toBe(0);
  });

  it('names an unknown key (a typo) with its pointer and a suggestion', () => {
    write('samples/partners/7.json', {
      match: { partner: 7 },
      captchaConfig: { captcha_tpye: 'google' },
    });
    const { code, out } = run('validate', 'samples');
    expect(code).toBe(1);
    expect(out).toEqual([
      'partners/7.json: /captchaConfig/captcha_tpye: unknown key (did you mean "captcha_type"?)',
    ]);
  });

  it('names a wrong enum value with the allowed values', () => {
    write('samples/partners/7.json', {
      match: { partner: 7 },
      captchaConfig: { captcha_type: 'recaptcha' },
    });
    const { code, out } = run('validate', 'samples');
    expect(code).toBe(1);
    expect(out).toEqual([
      'partners/7.json: /captchaConfig/captcha_type: must be one of google, custom, hunt, puzzle, third_party, disabled',
    ]);
  });

  it('names a wrong type', () => {
    write('samples/partners/7.json', {
      match: { partner: 7 },
      globalConfig: { min_age: '18', langs_order: 'ru' },
    });
    const { out } = run('validate', 'samples');
    expect(out).toEqual([
      'partners/7.json: /globalConfig/langs_order: must be array',
      'partners/7.json: /globalConfig/min_age: must be integer',
    ]);
  });

  it('gives the line and column of broken JSON', () => {
    write(
      'samples/partners/7.json',
      '{\n  "match": { "partner": 7 },\n  "globalConfig": { "min_age": 21 }\n  "captchaConfig": {}\n}\n',
    );
    const { code, out } = run('validate', 'samples');
    expect(code).toBe(1);
    expect(out).toEqual([
      `partners/7.json: line 4, column 3: invalid JSON: unexpected '"', expected ',' or '}'`,
    ]);
  });

  it('names the layer, the colour’s path and the variant of a pair under its contrast bar', () => {
    write('samples/partners/7.json', {
      match: { partner: 7 },
      customizeConfig: { colors: { header_bg: '#012169', header_text: '#1d3f8f' } },
    });
    const { code, out } = run('validate', 'samples');
    expect(code).toBe(1);
    expect(out).toEqual([
      expect.stringMatching(
        /^partners\/7\.json: \/customizeConfig\/colors\/header_text: header-text #1d3f8f on header-bg #012169 has a contrast of 1\.\d\d:1 in the light theme, under 4\.5:1 \(in variant partner 7\)$/,
      ),
    ]);
  });

  it('checks the match, nulls on unknown keys, duplicates and cross-key rules', () => {
    write('samples/partners/7.json', {
      match: { country: 'kz', brand: 'x' },
      globalConfig: { min_agge: null },
    });
    write('samples/partners/8.json', { match: { partner: 2 } });
    write('samples/partners/9.json', {
      match: { partner: 9 },
      globalConfig: { langs_order: ['en', 'ru'], langs_hidden_unauth: ['en'] },
    });
    const { out } = run('validate', 'samples');
    expect(out).toEqual(
      expect.arrayContaining([
        'partners/7.json: /match/brand: unknown key (a match has partner, country and language)',
        'partners/7.json: /match/country: must be a two-letter upper-case country code (KZ)',
        'partners/7.json: /match/partner: is required (country and language layers belong to a partner)',
        'partners/7.json: /globalConfig/min_agge: unknown key (null resets a known key)',
        'partners/8.json: /match: same match as partners/2-britannia/partner.json: merge the two files',
      ]),
    );
    // Cross-key rules run only once every file is valid on its own.
    rmSync(join(dir, 'samples/partners/7.json'));
    rmSync(join(dir, 'samples/partners/8.json'));
    expect(run('validate', 'samples').out).toEqual([
      'partners/9.json: /globalConfig/langs_hidden_unauth: must not hide the default language "en" (the first of langs_order) from guests (in variant partner 9)',
    ]);
  });

  it('refuses one-click registration without the account-number login, naming both layers', () => {
    // One click gives no e-mail, phone or social identity: the account number is the only login.
    write('samples/partners/9.json', {
      match: { partner: 9 },
      registrationConfig: { types: ['full_reg', 'fast_reg'] },
    });
    write('samples/partners/9-kz.json', {
      match: { partner: 9, country: 'KZ' },
      authConfig: { login_types: ['email', 'phone_number'] },
    });
    const { code, out } = run('validate', 'samples');
    expect(code).toBe(1);
    const why =
      '"fast_reg" leaves its player no login but the account number (its form asks for no e-mail, phone or social identity that authConfig.login_types signs in with): add "id" to /authConfig/login_types or drop the type';
    expect(out).toEqual([
      `partners/9.json: /registrationConfig/types/1: ${why}; /authConfig/login_types comes from the schema's defaults (in variant partner 9)`,
      `partners/9.json: /registrationConfig/types/1: ${why}; /authConfig/login_types comes from partners/9-kz.json (in variant partner 9, country KZ)`,
    ]);
    write('samples/partners/9-kz.json', {
      match: { partner: 9, country: 'KZ' },
      authConfig: { login_types: ['email', 'id'] },
    });
    write('samples/partners/9.json', {
      match: { partner: 9 },
      registrationConfig: { types: ['full_reg', 'fast_reg'] },
      authConfig: { login_types: ['id', 'email'] },
    });
    expect(run('validate', 'samples').out).toEqual([]);
  });

  it('validates single files named on the command line', () => {
    write('lone.json', { match: { partner: 3 }, headerConfig: { max_visible_items: -1 } });
    expect(run('validate', 'lone.json').out).toEqual([
      'lone.json: /headerConfig/max_visible_items: must be >= 0',
    ]);
  });

  it('takes an absolute path as it is, wherever it runs from', () => {
    write('lone.json', { match: { partner: 3 }, headerConfig: { max_visible_items: -1 } });
    const file = join(dir, 'lone.json');
    expect(runIn(join(dir, 'samples'), {}, ['validate', file]).out).toEqual([
      `${file}: /headerConfig/max_visible_items: must be >= 0`,
    ]);
  });

  it('takes relative paths from where `npm run` was started (INIT_CWD), not the project', () => {
    expect(operatorCwd({ INIT_CWD: '/home/op/variants' }, project)).toBe('/home/op/variants');
    expect(operatorCwd({}, project)).toBe(project);
    write('lone.json', { match: { partner: 3 }, headerConfig: { max_visible_items: -1 } });
    // As npm runs it: in the project, with the operator's directory in INIT_CWD.
    const cli = spawnSync(
      join(project, 'node_modules/.bin/tsx'),
      ['server/cli/config-cli.ts', 'validate', 'lone.json'],
      { cwd: project, env: { ...process.env, INIT_CWD: dir }, encoding: 'utf8' },
    );
    expect(cli.stdout.trim().split('\n')).toEqual([
      'lone.json: /headerConfig/max_visible_items: must be >= 0',
    ]);
    expect(cli.status).toBe(1);
  });

  it('reads BETFRAME_CONFIG relative to the operator’s directory too', () => {
    const { code, out } = runIn(dir, { BETFRAME_CONFIG: 'samples' }, ['validate']);
    expect(out).toEqual([]);
    expect(code).toBe(0);
    expect(runIn(dir, { BETFRAME_CONFIG: 'samples' }, ['resolve', '--partner', '2']).code).toBe(0);
  });

  it('never prints a stack trace for a bad command', () => {
    const { code, err } = run('resolve');
    expect(code).toBe(2);
    expect(err.join('\n')).toMatch(/--partner must be a partner id/);
    expect(err.join('\n')).not.toMatch(/\n\s+at /);
  });
});

describe('npm run config -- resolve / diff / docs', () => {
  it('prints the effective settings of a variant', () => {
    const { code, out, err } = run(
      'resolve',
      '--partner',
      '2',
      '--country',
      'GB',
      '--dir',
      'samples',
    );
    expect(code).toBe(0);
    expect(err).toEqual([]);
    const settings = JSON.parse(out.join('\n')) as {
      globalConfig: { langs_order: string[]; geo_currency: { code: string } };
    };
    expect(settings.globalConfig.langs_order).toEqual(['en']);
    expect(settings.globalConfig.geo_currency.code).toBe('GBP');
  });

  it('warns when no layer matches the partner, country or language asked for', () => {
    const unknown = run('resolve', '--partner', '99', '--dir', 'samples');
    expect(unknown.err).toEqual([
      "warning: no layer matches partner 99: these are the base layer's settings",
    ]);
    expect(unknown.code).toBe(0);
    const base = run('diff', '--partner', '99', '--dir', 'samples');
    expect(base.err).toEqual([
      "warning: no layer matches partner 99: these are the base layer's settings",
      '0 keys differ',
    ]);
    expect(
      run('resolve', '--partner', '1', '--country', 'ZZ', '--lang', 'xx', '--dir', 'samples').err,
    ).toEqual([
      'warning: no layer of partner 1 matches country ZZ',
      'warning: no layer of partner 1 matches language xx',
    ]);
    expect(run('resolve', '--partner', '1', '--country', 'KZ', '--dir', 'samples').err).toEqual([]);
  });

  it('explains which layer set each value', () => {
    const { out } = run(
      'resolve',
      '--partner',
      '1',
      '--country',
      'KZ',
      '--explain',
      '--dir',
      'samples',
    );
    expect(out).toContain('/globalConfig/langs_order = ["kk","ru"]  ← partners/1-betframe/kz.json');
    expect(out).toContain('/globalConfig/min_age = 18  ← base.json');
    expect(out).toContain('/globalConfig/autologoff_minutes = 30  ← default');
  });

  it('lists the keys that differ between two variants', () => {
    const { out } = run(
      'diff',
      '--partner',
      '1',
      '--country',
      'KZ',
      '--against',
      'partner=1',
      '--dir',
      'samples',
    );
    expect(out).toContain('/globalConfig/langs_order: ["ru","en","kk","ar","pt"] → ["kk","ru"]');
    expect(out.every((line) => !line.startsWith('/globalConfig/min_age'))).toBe(true);
  });

  it('writes the settings reference from the schema', () => {
    const target = join(dir, 'settings.md');
    expect(run('docs', '--out', target).code).toBe(0);
    const md = readFileSync(target, 'utf8');
    expect(md).toContain('## captchaConfig');
    expect(md).toContain('| `globalConfig.amount_template` | string (`\\{v\\}`) | `"{v} {c}"` |');
    expect(md).toContain('| `bettingConfig.coupon_max_bets` | integer | `50` |');
  });
});

it('docs/settings.md is up to date with the schema', () => {
  const target = join(dir, 'settings.md');
  run('docs', '--out', target);
  const committed = readFileSync(new URL('../../docs/settings.md', import.meta.url), 'utf8');
  expect(committed).toBe(readFileSync(target, 'utf8'));
});
