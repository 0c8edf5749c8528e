import type { UiSchema } from '@rjsf/utils';

import type { FieldPaths } from './fields-to-schema';
import type { FieldUiOptions } from './form-context';

/** The part of a field's ui:options that follows the values. */
export type DynamicOptions = Pick<FieldUiOptions, 'hidden' | 'defaultCountryId' | 'choices'>;

/**
 * The uiSchema with the options that depend on the values (hidden fields, the phone picker's
 * country, options loaded for the chosen parent). They travel in ui:options because rjsf
 * re-renders a field only when its own props change (a new formContext alone does not). Fields
 * with nothing dynamic keep their objects, so rjsf re-renders only the fields that changed.
 */
export function withDynamicOptions(
  uiSchema: UiSchema,
  paths: FieldPaths,
  dynamicOf: (name: string) => DynamicOptions | undefined,
): UiSchema {
  const out: UiSchema = { ...uiSchema };
  for (const [name, { group }] of paths) {
    const dynamic = dynamicOf(name);
    if (!dynamic) continue;
    const groupUi = (
      out[group] === uiSchema[group] ? { ...(uiSchema[group] as UiSchema) } : out[group]
    ) as UiSchema;
    const fieldUi = groupUi[name] as UiSchema;
    groupUi[name] = {
      ...fieldUi,
      'ui:options': { ...(fieldUi['ui:options'] as unknown as FieldUiOptions), ...dynamic },
    };
    out[group] = groupUi;
  }
  return out;
}
