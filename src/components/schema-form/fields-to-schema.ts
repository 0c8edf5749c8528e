import type { RJSFSchema, UiSchema } from '@rjsf/utils';

import type { RegistrationField } from '@/config/generated/site-settings.types.ts';

import type { FieldUiOptions } from './form-context';

/** Where each field lives in the nested form data: its group (a section) and its name. */
export type FieldPaths = ReadonlyMap<string, { readonly group: string; readonly name: string }>;

export interface FormSchema {
  readonly schema: RJSFSchema;
  readonly uiSchema: UiSchema;
  readonly paths: FieldPaths;
}

type Kind = RegistrationField['type'];

const BOOLEAN_KINDS: readonly Kind[] = ['checkbox', 'extended_checkbox', 'background_checkbox'];
const DISPLAY_KINDS: readonly Kind[] = [
  'label',
  'button',
  'captcha',
  'custom_captcha',
  'social_types',
  'phone_code_button',
];

/** JSON Schema type of a field kind: structure only, no constraints (our rule engine validates). */
function typeOf(field: RegistrationField): RJSFSchema {
  if (BOOLEAN_KINDS.includes(field.type)) return { type: 'boolean' };
  if (field.type === 'multiselect')
    return { type: 'array', items: { type: ['string', 'number'] }, uniqueItems: true };
  // Display fields carry no value, but a null schema would make rjsf ignore their widget.
  if (DISPLAY_KINDS.includes(field.type)) return { type: 'string' };
  if (['select', 'dropdown', 'list', 'phone_country'].includes(field.type))
    return { type: ['string', 'number', 'null'] };
  return { type: 'string' };
}

const DEFAULT_GROUP = 'main';

const cache = new WeakMap<readonly RegistrationField[], FormSchema>();

/** The multi-select's limit: the field's maxLength, else its maxLength rule's value. */
function limitOf(field: RegistrationField): number | undefined {
  const rule = field.validation?.find((r) => r.rule === 'maxLength');
  return field.maxLength ?? (rule ? Number(rule.value) : undefined);
}

/**
 * What a field's widget and template read: rjsf's own keys for placeholder and help (i18n keys;
 * the label is the schema title, `required` the section's list) and ours in ui:options.
 */
function fieldUi(f: RegistrationField): UiSchema {
  const options: FieldUiOptions = {
    fieldName: f.name,
    kind: f.type,
    label: !BOOLEAN_KINDS.includes(f.type) && !DISPLAY_KINDS.includes(f.type),
    ...(f.inputType ? { inputType: f.inputType } : {}),
    ...(f.maxLength !== undefined ? { maxLength: f.maxLength } : {}),
    ...(f.mask ? { mask: f.mask } : {}),
    ...(f.autocomplete ? { autocomplete: f.autocomplete as AutoFill } : {}),
    ...(f.options ? { choices: f.options } : {}),
    ...(f.type === 'multiselect' ? { limit: limitOf(f) } : {}),
  };
  return {
    'ui:widget': f.type,
    'ui:disabled': f.disabled === true,
    ...(f.placeholder ? { 'ui:placeholder': f.placeholder } : {}),
    ...(f.tooltip ? { 'ui:help': f.tooltip } : {}),
    'ui:options': options,
  };
}

/**
 * Server-defined fields → JSON Schema (sections by `group`, ordered by `order`) + uiSchema
 * (widget per kind, i18n keys of label, placeholder and tooltip). The same definition array gives
 * the same objects, so rjsf compiles nothing again while the definition stays.
 */
export function fieldsToSchema(fields: readonly RegistrationField[]): FormSchema {
  const hit = cache.get(fields);
  if (hit) return hit;
  const sorted = [...fields].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  const groups = [...new Set(sorted.map((f) => f.group ?? DEFAULT_GROUP))];
  const paths = new Map<string, { group: string; name: string }>();
  const properties: Record<string, RJSFSchema> = {};
  const uiSchema: UiSchema = { 'ui:order': groups };
  for (const group of groups) {
    const members = sorted.filter((f) => (f.group ?? DEFAULT_GROUP) === group);
    properties[group] = {
      type: 'object',
      title: `reg_group_${group}`,
      properties: Object.fromEntries(
        members.map((f) => [f.name, { ...typeOf(f), title: f.title ?? f.name }]),
      ),
      // rjsf hands `required` to the template and the widget; our rule engine does the checking.
      required: members.filter((f) => f.required === true).map((f) => f.name),
    };
    uiSchema[group] = {
      'ui:order': members.map((f) => f.name),
      ...Object.fromEntries(
        members.map((f) => {
          paths.set(f.name, { group, name: f.name });
          return [f.name, fieldUi(f)];
        }),
      ),
    };
  }
  const result: FormSchema = { schema: { type: 'object', properties }, uiSchema, paths };
  cache.set(fields, result);
  return result;
}

/** Sets an own property even for names like __proto__, which plain assignment would not. */
const define = (target: Record<string, unknown>, key: string, value: unknown) =>
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });

/** Nested rjsf form data → values by field name. */
export function flatValues(formData: unknown, paths: FieldPaths): Record<string, unknown> {
  const data = (formData ?? {}) as Record<string, Record<string, unknown> | undefined>;
  const out: Record<string, unknown> = {};
  for (const [name, { group }] of paths) {
    const section = data[group];
    const value =
      section && Object.prototype.hasOwnProperty.call(section, name) ? section[name] : undefined;
    if (value !== undefined) define(out, name, value);
  }
  return out;
}

/** Values by field name → nested rjsf form data. */
export function nestedValues(
  values: Readonly<Record<string, unknown>>,
  paths: FieldPaths,
): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const [name, { group }] of paths) {
    const value = Object.prototype.hasOwnProperty.call(values, name) ? values[name] : undefined;
    if (value === undefined) continue;
    if (!Object.prototype.hasOwnProperty.call(out, group)) define(out, group, {});
    define(out[group] as Record<string, unknown>, name, value);
  }
  return out;
}
