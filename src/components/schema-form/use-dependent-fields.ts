import type Form from '@rjsf/core';
import type { UiSchema } from '@rjsf/utils';
import { type RefObject, useEffect, useMemo } from 'react';

import type {
  RegistrationField,
  RegistrationFieldOption,
} from '@/config/generated/site-settings.types.ts';
import type { CatalogueRegistry } from '@/lib/forms/catalogues';
import { type CatalogueOptions, useCatalogueOptions } from '@/lib/forms/use-catalogue-options';

import { type DynamicOptions, withDynamicOptions } from './dynamic-options';
import type { FieldPaths } from './fields-to-schema';

const NONE: readonly RegistrationFieldOption[] = [];
const hasValue = (value: unknown) => value !== undefined && value !== null && value !== '';

interface DependentInputs {
  readonly fields: readonly RegistrationField[];
  readonly paths: FieldPaths;
  readonly uiSchema: UiSchema;
  /** The values the form last rendered (every followed field's change is among them). */
  readonly values: Readonly<Record<string, unknown>>;
  /** The latest values, rendered or not. */
  readonly latest: RefObject<Readonly<Record<string, unknown>>>;
  readonly visible: string;
  readonly geoCountryId: number | undefined;
  readonly catalogues: CatalogueRegistry;
  readonly form: RefObject<Form | null>;
}

/** What a catalogue field offers now: the loaded options, else the definition's own. */
const offered = (field: RegistrationField | undefined, state: CatalogueOptions) =>
  state.status === 'ready' ? state.options : (field?.options ?? NONE);

/**
 * What follows other fields' values, declared by the definitions: options loaded from catalogues
 * for the chosen parents (a value the new options lack is cleared), the phone picker's starting
 * country (its country field's value, else the visitor's), and which fields show.
 */
export function useDependentFields(inputs: DependentInputs): UiSchema {
  const { fields, paths, uiSchema, values, latest, visible, geoCountryId, catalogues, form } =
    inputs;
  const loaded = useCatalogueOptions(fields, values, catalogues);
  const byName = useMemo(() => new Map(fields.map((f) => [f.name, f])), [fields]);

  useEffect(() => {
    for (const [name, state] of Object.entries(loaded)) {
      if (state.status === 'loading' || state.status === 'failed') continue;
      const value = latest.current[name];
      const path = paths.get(name);
      if (!path || !hasValue(value)) continue;
      if (!offered(byName.get(name), state).some((o) => String(o.id) === String(value)))
        form.current?.setFieldValue([path.group, path.name], undefined);
    }
  }, [loaded, byName, paths, latest, form]);

  const phoneStarts = fields
    .filter((f) => f.type === 'phone')
    .map((f) => {
      const chosen = f.country_field ? values[f.country_field] : undefined;
      return [f.name, typeof chosen === 'number' ? chosen : geoCountryId] as const;
    });
  const phoneKey = JSON.stringify(phoneStarts);
  return useMemo(() => {
    const shown = new Set(visible.split('|'));
    const starts = new Map<string, number | null>(
      JSON.parse(phoneKey) as [string, number | null][],
    );
    return withDynamicOptions(uiSchema, paths, (name): DynamicOptions | undefined => {
      const hidden = !shown.has(name);
      const catalogue = loaded[name];
      const isPhone = starts.has(name);
      if (!hidden && !isPhone && !catalogue) return undefined;
      return {
        hidden,
        ...(isPhone ? { defaultCountryId: starts.get(name) ?? undefined } : {}),
        ...(catalogue ? { choices: offered(byName.get(name), catalogue) } : {}),
      };
    });
  }, [uiSchema, paths, visible, phoneKey, loaded, byName]);
}
