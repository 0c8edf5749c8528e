import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { type Rule, RuleTester } from 'eslint';
import { describe, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '..');
// The rule is plain JavaScript without types; load it by URL so the type checker does not need them.
const ruleUrl = pathToFileURL(path.join(repoRoot, 'eslint-rules/boundaries.js')).href;
const { default: boundaries } = (await import(ruleUrl)) as { default: Rule.RuleModule };

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const ruleTester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const at = (rel: string) => path.join(repoRoot, rel);

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
