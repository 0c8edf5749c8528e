import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { type Rule, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '..');
// The rule is plain JavaScript without types; load it by URL so the type checker does not need them.
const ruleUrl = pathToFileURL(path.join(repoRoot, 'eslint-rules/boundaries.js')).href;
const { default: boundaries } = (await import(ruleUrl)) as { default: Rule.RuleModule };

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const ruleTester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const at = (rel: string) => path.join(repoRoot, rel);

const FEATURE_APP =
  'src/features must not import src/app: the app composes features (pass what a feature needs by props or the route, or move it to src/lib)';

const machine = at('machines/registration/registration.machine.ts');
const registrationForm = at('src/features/registration/components/form.ts');
const registrationApi = at('src/features/registration/api/register.ts');

ruleTester.run('betframe/boundaries', boundaries, {
  valid: [
    {
      name: 'machines may import xstate',
      filename: machine,
      code: "import { setup } from 'xstate';",
    },
    {
      name: 'machines may import other machines',
      filename: machine,
      code: "import { x } from '../shared/guards.ts';",
    },
    {
      name: 'a feature may import itself by alias',
      filename: registrationForm,
      code: "import { x } from '@/features/registration/api/register';",
    },
    {
      name: 'a feature may import itself relatively',
      filename: registrationForm,
      code: "import { x } from '../api/register';",
    },
    {
      name: 'a feature may import src/lib',
      filename: registrationForm,
      code: "import { logger } from '@/lib/logger';",
    },
    {
      name: 'src/lib may import src/lib',
      filename: at('src/lib/i18n/create-i18n.ts'),
      code: "import { logger } from '@/lib/logger';",
    },
    {
      name: '@rjsf inside schema-form',
      filename: at('src/components/schema-form/form.ts'),
      code: "import Form from '@rjsf/core';",
    },
    {
      name: 'ajv in server/',
      filename: at('server/config/validate.ts'),
      code: "import Ajv from 'ajv';",
    },
    {
      name: 'ajv in src/lib/schema',
      filename: at('src/lib/schema/compile.ts'),
      code: "import Ajv from 'ajv';",
    },
    {
      name: 'swr in a feature api folder',
      filename: registrationApi,
      code: "import useSWR from 'swr';",
    },
    {
      name: 'swr in src/lib',
      filename: at('src/lib/data/use-data.ts'),
      code: "import useSWR from 'swr';",
    },
    {
      name: 'server/ may import pure src/config',
      filename: at('server/routes/settings.ts'),
      code: "import { resolveLayers } from '../../src/config/resolve-settings.ts';",
    },
    {
      name: 'server/ at its root may import pure src/config',
      filename: at('server/app.ts'),
      code: "import { resolveLayers } from '../src/config/resolve-settings.ts';",
    },
    {
      name: 'a dynamic import within the same feature',
      filename: registrationForm,
      code: "const m = import('@/features/registration/api/register');",
    },
    {
      name: 'a machine’s fixtures use the QA tooling',
      filename: at('machines/registration/registration.fixtures.ts'),
      code: "import { catalogueEntry } from '../../qa/catalogue-entry';",
    },
    {
      name: 'a machine’s paths test uses the QA tooling',
      filename: at('machines/registration/registration.paths.test.ts'),
      code: "import { pathsSuite } from '../../qa/paths/paths-suite';",
    },
    {
      name: 'qa/ reads machines',
      filename: at('qa/catalogue.ts'),
      code: "import { captchaEntry } from '../machines/captcha/captcha.fixtures';",
    },
    {
      name: 'the QA build wires the QA tools from src/lib',
      filename: at('src/lib/qa/recordings-store.ts'),
      code: "import { createRecorder } from '@qa/recording/recorder';",
    },
    {
      name: 'src/app composes features',
      filename: at('src/app/routes.ts'),
      code: "import { x } from '@/features/auth/api/login';",
    },
    {
      name: "a feature's route test may use the app's route-test harness",
      filename: at('src/features/office/office.route.test.tsx'),
      code: "import { renderApp } from '@/app/testing/render-app';",
    },
  ],
  invalid: [
    {
      name: 'machines importing react',
      filename: machine,
      code: "import { useState } from 'react';",
      errors: [{ message: 'machines/ must not import React code ("react")' }],
    },
    {
      name: 'machines importing @xstate/react',
      filename: machine,
      code: "import { useMachine } from '@xstate/react';",
      errors: [{ message: 'machines/ must not import React code ("@xstate/react")' }],
    },
    {
      name: 'machines importing a feature relatively',
      filename: machine,
      code: "import { x } from '../../src/features/registration/api/register';",
      errors: [
        { message: 'machines/ must not import src/features or src/app: provide actors at runtime' },
      ],
    },
    {
      name: 'machines importing a feature by alias',
      filename: machine,
      code: "import { x } from '@/features/registration/api/register';",
      errors: [
        { message: 'machines/ must not import src/features or src/app: provide actors at runtime' },
      ],
    },
    {
      name: 'a machine importing qa/ relatively',
      filename: machine,
      code: "import { mask } from '../../qa/recording/mask';",
      errors: [
        {
          message:
            'machines must not import qa/: only their fixtures and paths tests use the QA tooling',
        },
      ],
    },
    {
      name: 'machine types importing qa/ by alias',
      filename: at('machines/registration/registration.types.ts'),
      code: "import { RECORDING_FORMAT } from '@qa/recording/recording';",
      errors: [
        {
          message:
            'machines must not import qa/: only their fixtures and paths tests use the QA tooling',
        },
      ],
    },
    {
      name: 'qa/ importing react',
      filename: at('qa/diagram/svg.ts'),
      code: "import { useState } from 'react';",
      errors: [{ message: 'qa/ must not import React code ("react")' }],
    },
    {
      name: 'qa/ importing a feature',
      filename: at('qa/recording/recorder.ts'),
      code: "import { x } from '../../src/features/qa/qa-panel';",
      errors: [
        {
          message:
            'qa/ must not import src/features or src/app: the app wires the QA tools, not the reverse',
        },
      ],
    },
    {
      name: 'qa/ importing the app by alias',
      filename: at('qa/catalogue.ts'),
      code: "import { x } from '@/app/routes';",
      errors: [
        {
          message:
            'qa/ must not import src/features or src/app: the app wires the QA tools, not the reverse',
        },
      ],
    },
    {
      name: 'a feature importing another feature by alias',
      filename: registrationForm,
      code: "import { x } from '@/features/auth/api/x';",
      errors: [
        {
          message: 'feature "registration" must not import feature "auth": compose them in src/app',
        },
      ],
    },
    {
      name: 'a feature importing another feature relatively',
      filename: registrationForm,
      code: "import { x } from '../../auth/x';",
      errors: [
        {
          message: 'feature "registration" must not import feature "auth": compose them in src/app',
        },
      ],
    },
    {
      name: 'a feature re-exporting another feature',
      filename: registrationForm,
      code: "export { x } from '@/features/auth/api/x';",
      errors: [
        {
          message: 'feature "registration" must not import feature "auth": compose them in src/app',
        },
      ],
    },
    {
      name: 'src/lib importing a feature',
      filename: at('src/lib/i18n/create-i18n.ts'),
      code: "import { x } from '@/features/x';",
      errors: [
        { message: 'src/lib, src/components and src/config must not import features or the app' },
      ],
    },
    {
      name: 'src/components importing the app',
      filename: at('src/components/button.ts'),
      code: "import { x } from '../app/routes';",
      errors: [
        { message: 'src/lib, src/components and src/config must not import features or the app' },
      ],
    },
    {
      name: '@rjsf outside schema-form',
      filename: registrationForm,
      code: "import Form from '@rjsf/core';",
      errors: [
        {
          message:
            '@rjsf/* only in src/components/schema-form (and bench/, which compares with plain rjsf)',
        },
      ],
    },
    {
      name: 'ajv in a feature',
      filename: registrationForm,
      code: "import Ajv from 'ajv';",
      errors: [{ message: 'ajv only in src/lib/schema, server/ and scripts/' }],
    },
    {
      name: 'swr in feature components',
      filename: at('src/features/x/components/list.ts'),
      code: "import useSWR from 'swr';",
      errors: [{ message: 'swr only in src/lib and src/features/<f>/api' }],
    },
    {
      name: 'server/ importing react',
      filename: at('server/app.ts'),
      code: "import React from 'react';",
      errors: [{ message: 'server/ must not import React code ("react")' }],
    },
    {
      name: 'server/ importing a feature',
      filename: at('server/app.ts'),
      code: "import { x } from '../src/features/x';",
      errors: [{ message: 'server/ must not import UI code from src/' }],
    },
    {
      name: 'a feature importing the app by alias',
      filename: at('src/features/office/components/office-page.tsx'),
      code: "import { sectionComponent } from '@/app/loaders';",
      errors: [{ message: FEATURE_APP }],
    },
    {
      name: 'a feature importing the app relatively',
      filename: registrationForm,
      code: "import { layoutRegistry } from '../../../app/layout-registry';",
      errors: [{ message: FEATURE_APP }],
    },
    {
      name: 'a feature dynamically importing the app',
      filename: registrationForm,
      code: "const m = import('@/app/routes');",
      errors: [{ message: FEATURE_APP }],
    },
    {
      name: "a feature's test importing the app outside its harness",
      filename: at('src/features/office/office.route.test.tsx'),
      code: "import { createRoutes } from '@/app/routes';",
      errors: [{ message: FEATURE_APP }],
    },
    {
      name: 'a dynamic import of another feature',
      filename: registrationForm,
      code: "const m = import('@/features/auth/x');",
      errors: [
        {
          message: 'feature "registration" must not import feature "auth": compose them in src/app',
          line: 1,
          column: 11,
        },
      ],
    },
  ],
});

// ── Import cycles: fixture files on disk, the file under lint given as code ─────────────────────
const fixtures = mkdtempSync(path.join(tmpdir(), 'betframe-cycles-'));
const fixture = (name: string, code: string) => {
  mkdirSync(path.dirname(path.join(fixtures, name)), { recursive: true });
  writeFileSync(path.join(fixtures, name), code);
};
afterAll(() => rmSync(fixtures, { recursive: true, force: true }));
fixture('a.ts', '// linted as the test code says');
fixture('b.ts', "import { a } from './a';\nexport const b = a;\n");
fixture('chain1.ts', "import './chain2';\n");
fixture('chain2.ts', "import { a } from './a';\nexport const c = a;\n");
fixture('sub/index.ts', "import '../a';\nexport const s = 1;\n");
fixture('inline-type.ts', "import { type A } from './a';\nexport const i = 1 as unknown as A;\n");
fixture('typed.ts', "import type { A } from './a';\nexport type T = A;\nexport const t = 1;\n");
fixture('type-reexport.ts', "export type { A } from './a';\nexport const y = 1;\n");
fixture('lazy.ts', "export const load = () => import('./a');\n");
fixture('leaf.ts', 'export const x = 1;\n');

const linted = path.join(fixtures, 'a.ts');
const shown = (...names: string[]) =>
  names.map((n) => path.relative(repoRoot, path.join(fixtures, n))).join(' → ');
const cycle = (...names: string[]) => [{ message: `import cycle: ${shown(...names)}` }];

new RuleTester({ languageOptions: { parser: tseslint.parser } }).run(
  'betframe/boundaries: import cycles',
  boundaries,
  {
    valid: [
      {
        name: 'an import of a file that imports nothing',
        filename: linted,
        code: "import { x } from './leaf';",
      },
      { name: 'a type-only import back', filename: linted, code: "import type { b } from './b';" },
      {
        name: 'a type-only re-export back',
        filename: linted,
        code: "export type { b } from './b';",
      },
      {
        name: 'the other file imports back only types',
        filename: linted,
        code: "import { t } from './typed';",
      },
      {
        name: 'the other file re-exports back only types',
        filename: linted,
        code: "import { y } from './type-reexport';",
      },
      {
        name: 'the other file imports back lazily',
        filename: linted,
        code: "import { load } from './lazy';",
      },
      { name: 'a dynamic import is no cycle', filename: linted, code: "const m = import('./b');" },
      {
        name: 'packages are not followed',
        filename: linted,
        code: "import { setup } from 'xstate';",
      },
    ],
    invalid: [
      {
        name: 'two files importing each other',
        filename: linted,
        code: "import { b } from './b';",
        errors: cycle('a.ts', 'b.ts', 'a.ts'),
      },
      {
        name: 'an ESM-style .js name of a .ts file',
        filename: linted,
        code: "import { b } from './b.js';",
        errors: cycle('a.ts', 'b.ts', 'a.ts'),
      },
      {
        name: 'a re-export closing the cycle',
        filename: linted,
        code: "export { b } from './b';",
        errors: cycle('a.ts', 'b.ts', 'a.ts'),
      },
      {
        name: 'a longer cycle, named in full',
        filename: linted,
        code: "import './chain1';",
        errors: cycle('a.ts', 'chain1.ts', 'chain2.ts', 'a.ts'),
      },
      {
        name: 'a folder import (index.ts)',
        filename: linted,
        code: "import { s } from './sub';",
        errors: cycle('a.ts', 'sub/index.ts', 'a.ts'),
      },
      {
        name: 'inline type specifiers still load the module',
        filename: linted,
        code: "import { i } from './inline-type';",
        errors: cycle('a.ts', 'inline-type.ts', 'a.ts'),
      },
      {
        name: 'only the imports that close a cycle are reported',
        filename: linted,
        code: "import { x } from './leaf';\nimport { b } from './b';",
        errors: [{ ...cycle('a.ts', 'b.ts', 'a.ts')[0], line: 2 }],
      },
      {
        name: 'through @/ into the real tree',
        filename: at('src/lib/logger.ts'),
        code: "import { createI18n } from '@/lib/i18n/create-i18n';",
        errors: [
          {
            message:
              'import cycle: src/lib/logger.ts → src/lib/i18n/create-i18n.ts → src/lib/logger.ts',
          },
        ],
      },
      {
        name: 'through @machines/ into the real tree',
        filename: at('machines/machine-error.ts'),
        code: "import { userTokenMachine } from '@machines/user-token/user-token.machine';",
        errors: [
          {
            message:
              'import cycle: machines/machine-error.ts → machines/user-token/user-token.machine.ts → machines/machine-error.ts',
          },
        ],
      },
    ],
  },
);
