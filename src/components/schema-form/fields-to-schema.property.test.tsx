import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { render } from '@testing-library/react';
import fc from 'fast-check';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';

import type {
  RegistrationField,
  RegistrationFieldRule,
} from '@/config/generated/site-settings.types.ts';
import { KZ } from '@/lib/forms/testing/phone-countries';
import { validateForm } from '@/lib/validation/validate-form';

import { fieldsToSchema, flatValues, nestedValues } from './fields-to-schema';
import { SchemaForm } from './schema-form';
import { formTestI18n } from './testing/form-test-i18n';

const i18n = formTestI18n({ required: '{{label}} is required.' });

type Kind = RegistrationField['type'];
type FieldOption = NonNullable<RegistrationField['options']>[number];

/** Every kind of the schema, checked by the compiler (a missing or unknown kind does not compile). */
const ALL_KINDS: Record<Kind, true> = {
  input: true,
  email: true,
  multiselect: true,
  label: true,
  captcha: true,
  custom_captcha: true,
  button: true,
  phone_country: true,
  phone_code_button: true,
  datepicker: true,
  date_birthday: true,
  social_types: true,
  checkbox: true,
  extended_checkbox: true,
  list: true,
  background_checkbox: true,
  dropdown: true,
  select: true,
  password: true,
  phone: true,
};
const KINDS = Object.keys(ALL_KINDS) as Kind[];
const OPTION_KINDS: readonly Kind[] = [
  'select',
  'dropdown',
  'list',
  'phone_country',
  'multiselect',
  'social_types',
];
const BOOLEAN_KINDS: readonly Kind[] = ['checkbox', 'extended_checkbox', 'background_checkbox'];
const DISPLAY_KINDS: readonly Kind[] = [
  'label',
  'button',
  'captcha',
  'custom_captcha',
  'social_types',
  'phone_code_button',
];
const GROUPS = ['main', 'contacts', 'security', 'extra', 'z'] as const;

const RULE_CONTEXT = {
  phoneCountries: [
    { id: 1, phoneCode: '7', mask: '000-000-00-00', min: 10, max: 10, leading: '67' },
  ],
  minAge: 18,
  today: new Date('2026-01-15T12:00:00Z'),
};

/** Names the schema allows, minus those an object inherits (see the separate test below). */
const nameArb = fc.stringMatching(/^[a-z_]{1,12}$/).filter((name) => !(name in Object.prototype));

const ruleArb: fc.Arbitrary<RegistrationFieldRule> = fc.oneof(
  fc.constant<RegistrationFieldRule>({ rule: 'required', message: 'required' }),
  fc
    .integer({ min: 0, max: 8 })
    .map((value): RegistrationFieldRule => ({ rule: 'minLength', value, message: 'too_short' })),
  fc
    .integer({ min: 1, max: 20 })
    .map((value): RegistrationFieldRule => ({ rule: 'maxLength', value, message: 'too_long' })),
  fc.constant<RegistrationFieldRule>({
    rule: 'match',
    pattern: '^[a-z]*$',
    message: 'letters_only',
  }),
  fc.constant<RegistrationFieldRule>({ rule: 'email', message: 'validation_enter_correct_email' }),
  fc.constant<RegistrationFieldRule>({ rule: 'phone', message: 'phone_wrong' }),
);

const optionArb: fc.Arbitrary<FieldOption> = fc
  .record(
    {
      id: fc.oneof(fc.integer({ min: 0, max: 60 }), fc.stringMatching(/^[a-z]{1,5}$/)),
      name: fc.stringMatching(/^[A-Za-z ]{1,10}$/),
      aliases: fc.array(fc.stringMatching(/^[a-z]{1,6}$/), { maxLength: 2 }),
      disabled: fc.boolean(),
    },
    { requiredKeys: ['id'] },
  )
  .map((o) => o as FieldOption);

/** A parent value that can never read as 'null' or 'undefined' (what rjsf may put in a display field). */
const parentValueArb = fc.oneof(
  fc.integer({ min: 0, max: 60 }),
  fc.boolean(),
  fc.stringMatching(/^[a-m]{1,4}$/),
);

const kindArb = fc.constantFrom(...KINDS);
const groupArb = fc.option(fc.constantFrom(...GROUPS), { nil: undefined });
const orderArb = fc.option(fc.integer({ min: -3, max: 3 }), { nil: undefined });
const titleArb = fc.option(fc.stringMatching(/^reg_[a-z]{1,6}$/), { nil: undefined });
const tooltipArb = fc.option(fc.stringMatching(/^tip_[a-z]{1,6}$/), { nil: undefined });
const flagArb = fc.option(fc.boolean(), { nil: undefined });
const maxLengthArb = fc.option(fc.integer({ min: 1, max: 30 }), { nil: undefined });
const rulesArb = fc.option(fc.array(ruleArb, { maxLength: 3 }), { nil: undefined });
const optionsArb = fc.uniqueArray(optionArb, { selector: (o) => String(o.id), maxLength: 5 });
const parentValuesArb = fc.array(parentValueArb, { minLength: 1, maxLength: 3 });

function fieldArb(name: string, earlier: readonly string[]): fc.Arbitrary<RegistrationField> {
  const parentArb =
    earlier.length === 0
      ? fc.constant(undefined)
      : fc.option(
          fc.oneof(
            fc.record({ name: fc.constantFrom(...earlier), values: parentValuesArb }),
            fc.record({ name: fc.constantFrom(...earlier), default: fc.constant(true as const) }),
          ),
          { nil: undefined },
        );
  return fc
    .record({
      type: kindArb,
      group: groupArb,
      order: orderArb,
      title: titleArb,
      tooltip: tooltipArb,
      required: flagArb,
      disabled: flagArb,
      visible: flagArb,
      maxLength: maxLengthArb,
      validation: rulesArb,
      options: optionsArb,
      parent: parentArb,
    })
    .map(({ options, ...rest }) => {
      // Only the keys that have a value (the schema has no `undefined`), options for option kinds only.
      const defined = Object.fromEntries(
        Object.entries(rest).filter(([, v]) => v !== undefined),
      ) as Partial<RegistrationField>;
      return {
        ...defined,
        id: name,
        name,
        type: rest.type,
        ...(OPTION_KINDS.includes(rest.type) ? { options } : {}),
      } satisfies RegistrationField;
    });
}

const fieldsArb: fc.Arbitrary<RegistrationField[]> = fc
  .uniqueArray(nameArb, { maxLength: 8 })
  .chain((names) => fc.tuple(...names.map((name, i) => fieldArb(name, names.slice(0, i)))));

const phoneValueArb = fc.stringMatching(/^\+[0-9]{0,14}$/);
const dateValueArb = fc
  .date({ min: new Date('1900-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const textValueArb = fc.string({ maxLength: 24 });

/** A value a field of this kind holds in the form. */
function valueArb(field: RegistrationField): fc.Arbitrary<unknown> {
  const ids = (field.options ?? []).map((o) => o.id);
  if (DISPLAY_KINDS.includes(field.type)) return fc.constant(null);
  if (BOOLEAN_KINDS.includes(field.type)) return fc.boolean();
  if (field.type === 'multiselect') return fc.subarray(ids);
  if (OPTION_KINDS.includes(field.type))
    return ids.length > 0 ? fc.constantFrom(...ids) : fc.integer({ min: 0, max: 60 });
  if (field.type === 'datepicker' || field.type === 'date_birthday') return dateValueArb;
  if (field.type === 'phone') return phoneValueArb;
  return textValueArb;
}

/** Values by name for some of the fields (a missing value is no key at all). */
function valuesArb(
  fields: readonly RegistrationField[],
  arb: (f: RegistrationField) => fc.Arbitrary<unknown>,
) {
  return fc
    .tuple(...fields.map((f) => fc.option(arb(f), { nil: undefined })))
    .map(
      (vs) =>
        Object.fromEntries(
          fields.flatMap((f, i) => (vs[i] === undefined ? [] : [[f.name, vs[i]]])),
        ) as Record<string, unknown>,
    );
}

const formArb = fieldsArb.chain((fields) =>
  fc.record({ fields: fc.constant(fields), values: valuesArb(fields, valueArb) }),
);

const groupOf = (f: RegistrationField) => f.group ?? 'main';

/** A JSON value holding an object with its own toString or valueOf (String() of it throws). */
const hasConversionMember = (v: unknown): boolean =>
  typeof v === 'object' &&
  v !== null &&
  (Array.isArray(v)
    ? v.some(hasConversionMember)
    : Object.hasOwn(v, 'toString') ||
      Object.hasOwn(v, 'valueOf') ||
      Object.values(v).some(hasConversionMember));

describe('fieldsToSchema (properties)', () => {
  it('puts every field under its group, in order, with paths pointing to it', () => {
    fc.assert(
      fc.property(fieldsArb, (fields) => {
        const { schema, uiSchema, paths } = fieldsToSchema(fields);
        const sorted = [...fields].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
        const groups = [...new Set(sorted.map(groupOf))];
        expect(uiSchema['ui:order']).toEqual(groups);
        expect(Object.keys(schema.properties ?? {}).sort()).toEqual([...groups].sort());
        expect(paths.size).toBe(fields.length);
        for (const group of groups) {
          const section = schema.properties?.[group] as RJSFSchema;
          expect(section.type).toBe('object');
          const members = sorted.filter((f) => groupOf(f) === group).map((f) => f.name);
          expect((uiSchema[group] as UiSchema)['ui:order']).toEqual(members);
          expect(Object.keys(section.properties ?? {}).sort()).toEqual([...members].sort());
        }
        for (const field of fields) {
          const group = groupOf(field);
          expect(paths.get(field.name)).toEqual({ group, name: field.name });
          const property = (schema.properties?.[group] as RJSFSchema).properties?.[
            field.name
          ] as RJSFSchema;
          expect(property.title).toBe(field.title ?? field.name);
          if (BOOLEAN_KINDS.includes(field.type)) expect(property.type).toBe('boolean');
          if (field.type === 'multiselect') expect(property.type).toBe('array');
          const ui = (uiSchema[group] as UiSchema)[field.name] as UiSchema;
          expect(ui['ui:widget']).toBe(field.type);
          expect(ui['ui:disabled']).toBe(field.disabled === true);
        }
      }),
    );
  });

  it('gives the identical schema objects for the same array, equal ones for a copy', () => {
    fc.assert(
      fc.property(fieldsArb, (fields) => {
        const first = fieldsToSchema(fields);
        expect(fieldsToSchema(fields)).toBe(first);
        const copy = fieldsToSchema([...fields]);
        expect(copy).not.toBe(first);
        expect(copy.schema).toEqual(first.schema);
        expect(copy.paths).toEqual(first.paths);
      }),
    );
  });

  it('round-trips values: flatValues(nestedValues(v)) is v, each value nested under its group', () => {
    fc.assert(
      fc.property(formArb, ({ fields, values }) => {
        const { paths } = fieldsToSchema(fields);
        const nested = nestedValues(values, paths);
        for (const [name, value] of Object.entries(values))
          expect(nested[paths.get(name)?.group ?? '']?.[name]).toBe(value);
        expect(flatValues(nested, paths)).toEqual(values);
      }),
    );
  });

  it('the rule engine never throws on the form’s values', () => {
    fc.assert(
      fc.property(formArb, ({ fields, values }) => {
        const check = validateForm(fields, values, RULE_CONTEXT);
        for (const name of Object.keys(check.submitted)) expect(check.visible.has(name)).toBe(true);
        for (const name of Object.keys(check.errors)) expect(check.visible.has(name)).toBe(true);
      }),
    );
  });

  it('the rule engine never throws on any JSON the platform may receive', () => {
    // Objects with an own toString/valueOf member are left to the deterministic test below (a known crash).
    const jsonArb = fc.jsonValue({ maxDepth: 2 }).filter((v) => !hasConversionMember(v));
    fc.assert(
      fc.property(
        fieldsArb.chain((fields) =>
          fc.record({ fields: fc.constant(fields), values: valuesArb(fields, () => jsonArb) }),
        ),
        ({ fields, values }) => {
          const check = validateForm(fields, values, RULE_CONTEXT);
          expect(
            Object.keys(check.errors).every((name) => fields.some((f) => f.name === name)),
          ).toBe(true);
        },
      ),
    );
  });

  it('SchemaForm renders any valid definition with any values, with a control for every shown input', () => {
    fc.assert(
      fc.property(formArb, ({ fields, values }) => {
        const view = render(
          <I18nextProvider i18n={i18n}>
            <SchemaForm
              fields={fields}
              ruleContext={RULE_CONTEXT}
              phoneCountries={[KZ]}
              context={{ geoCountryId: 1 }}
              initialValues={values}
              idPrefix="p"
              onSubmit={() => undefined}
            >
              <button type="submit">Send</button>
            </SchemaForm>
          </I18nextProvider>,
        );
        try {
          expect(view.container.querySelector('form')).not.toBeNull();
          for (const field of fields) {
            const control = document.getElementById(`p_${groupOf(field)}_${field.name}`);
            if (field.visible === false) expect(control).toBeNull();
            else if (!field.parent && !DISPLAY_KINDS.includes(field.type))
              expect(control).not.toBeNull();
          }
        } finally {
          view.unmount();
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('values of fields named like members every object inherits', () => {
  // Bug: `values[name]` and `data[group]?.[name]` read Object.prototype, so an absent value of a
  // field named `constructor` comes back as a function and one named `__proto__` is lost.
  it.each(['constructor', '__proto__'])('round-trips the values of a field named %s', (name) => {
    const fields: RegistrationField[] = [{ id: name, name, type: 'input', required: true }];
    const { paths } = fieldsToSchema(fields);
    expect(flatValues(nestedValues({}, paths), paths)).toEqual({});
    const values = Object.fromEntries([[name, 'x']]) as Record<string, unknown>;
    expect(Object.entries(flatValues(nestedValues(values, paths), paths))).toEqual([[name, 'x']]);
  });
});

describe('validateForm on JSON the platform receives', () => {
  // Bug: String(value) throws for a JSON object with a `toString` member (minLength, maxLength,
  // match), so `{"nickname":{"toString":1}}` crashes the registration instead of failing a rule.
  it('does not throw for an object value whose toString is not a function', () => {
    const fields: RegistrationField[] = [
      {
        id: 'nickname',
        name: 'nickname',
        type: 'input',
        validation: [{ rule: 'minLength', value: 3, message: 'too_short' }],
      },
      {
        id: 'code',
        name: 'code',
        type: 'input',
        validation: [{ rule: 'match', pattern: '^[a-z]*$', message: 'letters_only' }],
      },
    ];
    const values = JSON.parse(
      '{"nickname":{"toString":1},"code":{"valueOf":1,"toString":1}}',
    ) as Record<string, unknown>;
    expect(() => validateForm(fields, values, RULE_CONTEXT)).not.toThrow();
  });
});
