import { describe, expect, it } from 'vitest';

import type { PhoneCountry, RegistrationField } from './types';
import { validateForm } from './validate-form';
import { type ParentRule, parentRules, type RelationField, visibleFields } from './visibility';

const field = (name: string, over: Partial<RegistrationField> = {}): RegistrationField => ({
  id: name,
  name,
  type: 'input',
  ...over,
});
const KZ: PhoneCountry = { id: 1, phoneCode: '7', min: 10, max: 10, leading: '67' };

const FORM: RegistrationField[] = [
  field('email', {
    type: 'email',
    required: true,
    validation: [{ rule: 'email', message: 'validation_enter_correct_email' }],
  }),
  field('password', {
    type: 'password',
    required: true,
    validation: [{ rule: 'minLength', message: 'password_too_short', value: 8 }],
  }),
  field('password_again', {
    type: 'password',
    required: true,
    validation: [{ rule: 'compare', message: 'passwords_differ', field: 'password' }],
  }),
  field('country_id', { type: 'select', required: true }),
  field('phone', {
    type: 'phone',
    validation: [{ rule: 'phone', message: 'validation_phone_incorrect' }],
  }),
  field('inn', {
    required: true,
    parent: { name: 'country_id', values: [1] },
    validation: [{ rule: 'match', message: 'inn_digits', pattern: '^\\d{12}$' }],
  }),
  field('passport', { required: true, parent: { name: 'country_id', default: true } }),
  field('date_birthday', { type: 'date_birthday', required: true }),
  field('agree-policy', { type: 'checkbox', required: true }),
  field('promo', { visible: false, required: true }),
];

const GOOD = {
  email: 'ivan@gmail.com',
  password: 'Secret-123',
  password_again: 'Secret-123',
  country_id: 1,
  phone: '+7 701 234 56 78',
  inn: '123456789012',
  date_birthday: '1990-01-01',
  'agree-policy': true,
};
const CTX = { phoneCountries: [KZ], minAge: 18, today: new Date('2024-05-17T00:00:00Z') };

describe('validateForm', () => {
  it('passes a complete form and submits only the visible values', () => {
    const check = validateForm(FORM, { ...GOOD, passport: 'N123', promo: 'FREE' }, CTX);
    expect(check.errors).toEqual({});
    expect([...check.visible].sort()).toEqual([
      'agree-policy',
      'country_id',
      'date_birthday',
      'email',
      'inn',
      'password',
      'password_again',
      'phone',
    ]);
    expect(check.submitted).toEqual(GOOD);
  });

  it('does not validate hidden fields, even required and empty ones', () => {
    const check = validateForm(FORM, GOOD, CTX);
    expect(check.errors).toEqual({});
    expect(check.errors).not.toHaveProperty('passport');
    expect(check.errors).not.toHaveProperty('promo');
  });

  it('validates the field the parent value reveals instead', () => {
    const check = validateForm(FORM, { ...GOOD, country_id: 77, phone: '' }, CTX);
    expect(check.errors).toEqual({ passport: { key: 'required' } });
    expect(check.visible.has('inn')).toBe(false);
    expect(check.submitted).not.toHaveProperty('inn');
    expect(check.submitted).toHaveProperty('phone', '');
  });

  it('reports the first error of every visible field', () => {
    const check = validateForm(
      FORM,
      {
        email: 'ivan',
        password: 'short',
        password_again: 'other',
        country_id: 1,
        phone: '+7 912 345 67 89',
        inn: 'abc',
        date_birthday: '2010-01-01',
        'agree-policy': false,
      },
      CTX,
    );
    expect(check.errors).toEqual({
      email: { key: 'validation_email_at_symbol' },
      password: { key: 'password_too_short', params: { min: 8 } },
      password_again: { key: 'passwords_differ' },
      phone: { key: 'phone_wrong_start', params: { digits: '6, 7' } },
      inn: { key: 'inn_digits' },
      date_birthday: { key: 'validation_min_age', params: { age: 18 } },
      'agree-policy': { key: 'required' },
    });
  });

  it('reports missing required values', () => {
    const check = validateForm(FORM, {}, CTX);
    expect(check.errors).toEqual({
      email: { key: 'required' },
      password: { key: 'required' },
      password_again: { key: 'required' },
      country_id: { key: 'required' },
      date_birthday: { key: 'required' },
      'agree-policy': { key: 'required' },
    });
    expect(check.submitted).toEqual({});
  });

  it('never submits values of names that are not fields or are undefined', () => {
    const check = validateForm(FORM, { ...GOOD, is_admin: true, phone: undefined }, CTX);
    expect(check.submitted).not.toHaveProperty('is_admin');
    expect(check.submitted).not.toHaveProperty('phone');
  });

  it('applies relation_fields', () => {
    const fields = [field('country_id'), field('cpf', { required: true })];
    const relations: RelationField[] = [
      { child: 'cpf', parent: { name: 'country_id', values: [32] } },
    ];
    expect(validateForm(fields, { country_id: 32 }, {}, relations).errors).toEqual({
      cpf: { key: 'required' },
    });
    expect(validateForm(fields, { country_id: 1, cpf: 'x' }, {}, relations)).toMatchObject({
      errors: {},
      submitted: { country_id: 1 },
    });
    expect(validateForm(fields, { country_id: 1 }, {}).errors).toEqual({
      cpf: { key: 'required' },
    });
  });

  it('hides the descendants of a hidden field from validation and submission', () => {
    const fields = [
      field('country_id', { visible: false }),
      field('region_id', { required: true, parent: { name: 'country_id', values: [1] } }),
      field('city_id', { required: true, parent: { name: 'region_id', default: true } }),
    ];
    expect(validateForm(fields, { country_id: 1, region_id: 5 }, {})).toEqual({
      errors: {},
      visible: new Set(),
      submitted: {},
    });
  });
});

// A small seeded generator: many random forms with random relations (cycles included).
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const same = (a: unknown, b: unknown) => String(a) === String(b);
const hasValue = (v: unknown) => v !== undefined && v !== null && v !== '';

/** Reference: the least fixed point of "shown = visible and (no parent rule, or parent shown and rule matches)". */
function referenceVisible(
  fields: readonly RegistrationField[],
  values: Record<string, unknown>,
  rules: ReadonlyMap<string, ParentRule>,
): Set<string> {
  const names = new Set(fields.map((f) => f.name));
  const matches = (rule: ParentRule) => {
    const value = values[rule.name];
    if ('values' in rule) return rule.values.some((v) => same(v, value));
    const listed = [...rules.values()]
      .filter((r) => r.name === rule.name && 'values' in r)
      .flatMap((r) => ('values' in r ? r.values : []));
    return hasValue(value) && !listed.some((v) => same(v, value));
  };
  const shown = new Set<string>();
  for (let changed = true; changed;) {
    changed = false;
    for (const f of fields) {
      if (shown.has(f.name) || f.visible === false) continue;
      const rule = rules.get(f.name);
      if (!rule || (names.has(rule.name) && shown.has(rule.name) && matches(rule))) {
        shown.add(f.name);
        changed = true;
      }
    }
  }
  return shown;
}

function randomForm(random: () => number) {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const count = 1 + Math.floor(random() * 12);
  const names = Array.from({ length: count }, (_, i) => `f${i}`);
  const pool: readonly (string | number | boolean)[] = [1, 2, '1', '3', 'a', true, false];
  const parentName = () => (random() < 0.1 ? 'missing' : pick(names));
  const ruleFor = (): ParentRule =>
    random() < 0.25
      ? { name: parentName(), default: true }
      : {
          name: parentName(),
          values: Array.from({ length: 1 + Math.floor(random() * 2) }, () => pick(pool)),
        };
  const relations: RelationField[] = [];
  const fields = names.map((name): RegistrationField => {
    const roll = random();
    const base: RegistrationField = {
      id: name,
      name,
      type: 'input',
      required: random() < 0.5,
      ...(random() < 0.1 ? { visible: false } : {}),
    };
    if (roll < 0.35) return { ...base, parent: ruleFor() };
    if (roll < 0.55) relations.push({ child: name, parent: ruleFor() });
    return base;
  });
  const values: Record<string, unknown> = {};
  for (const name of names) if (random() < 0.8) values[name] = pick([...pool, '', null, undefined]);
  return { fields, relations, values };
}

describe('visibility and validateForm on random forms', () => {
  it('match a fixed-point reference and never validate or submit hidden fields', () => {
    const random = mulberry32(20240517);
    for (let run = 0; run < 1500; run += 1) {
      const { fields, relations, values } = randomForm(random);
      const rules = parentRules(fields, relations);
      const label = JSON.stringify({ run, fields, relations, values });
      const visible = visibleFields(fields, values, rules);
      expect([...visible].sort(), label).toEqual(
        [...referenceVisible(fields, values, rules)].sort(),
      );

      const check = validateForm(fields, values, {}, relations);
      expect([...check.visible].sort(), label).toEqual([...visible].sort());
      for (const name of [...Object.keys(check.errors), ...Object.keys(check.submitted)])
        expect(visible.has(name), label).toBe(true);
      for (const f of fields) {
        const expectedError =
          visible.has(f.name) && f.required && !hasValue(values[f.name])
            ? { key: 'required' }
            : undefined;
        expect(check.errors[f.name], label).toEqual(expectedError);
        expect(check.submitted[f.name], label).toEqual(
          visible.has(f.name) ? values[f.name] : undefined,
        );
      }
    }
  });
});
