import { describe, expect, it } from 'vitest';

import { resolveLayers } from './resolve-settings.ts';

const withRules = (validation: unknown[]) =>
  resolveLayers([
    {
      name: 'a',
      match: {},
      data: {
        // The form has no login of its own, so the account number must be one (sign-in-reach rule).
        authConfig: { login_types: ['email', 'id'] },
        registrationConfig: {
          fields: { full_reg: [{ id: 'cpf', name: 'cpf', type: 'input', validation }] },
        },
      },
    },
  ]);

describe('userFunction rules in settings', () => {
  it('accepts a check the shared registry knows', () => {
    expect(withRules([{ rule: 'userFunction', function: 'isCpf', message: 'm' }]).ok).toBe(true);
  });

  it('refuses an unknown or missing name with the JSON path of the rule', () => {
    const result = withRules([
      { rule: 'required', message: 'required' },
      { rule: 'userFunction', function: 'isCfp', message: 'm' },
      { rule: 'userFunction', message: 'm' },
    ]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toEqual([
      {
        pointer: '/registrationConfig/fields/full_reg/0/validation/1/function',
        message: 'must name a check the rule engine knows (isCpf)',
      },
      {
        pointer: '/registrationConfig/fields/full_reg/0/validation/2/function',
        message: 'must name a check the rule engine knows (isCpf)',
      },
    ]);
  });
});
