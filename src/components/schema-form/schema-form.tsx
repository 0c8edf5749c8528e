import type { IChangeEvent } from '@rjsf/core';
import Form from '@rjsf/core';
import type { ErrorSchema } from '@rjsf/utils';
import { type ReactNode, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { RegistrationField } from '@/config/generated/site-settings.types.ts';
import type { RuleContext } from '@/lib/validation/types';
import type { RelationField } from '@/lib/validation/visibility';

import { engineValidator } from './engine-validator';
import { ErrorSummary } from './error-summary';
import { fieldsToSchema, flatValues, nestedValues, withDynamicOptions } from './fields-to-schema';
import type { PhoneCountryOption, SchemaFormContext } from './form-context';
import { FieldTemplate, ObjectFieldTemplate } from './templates';
import { type ErrorState, formErrors, shownFailures, useFormErrors } from './use-form-errors';
import { fieldWidgets } from './widgets/field-widgets';

export interface SchemaFormProps {
  readonly fields: readonly RegistrationField[];
  readonly relations?: readonly RelationField[];
  /** Catalogues and settings the rules consult (phone countries and patterns, minimum age). */
  readonly ruleContext: Omit<RuleContext, 'values'>;
  readonly phoneCountries: readonly PhoneCountryOption[];
  /** The visitor's country: where the phone picker starts until the form names a country. */
  readonly defaultCountryId?: number;
  readonly initialValues?: Readonly<Record<string, unknown>>;
  /** The platform's 422 answer (field → message keys). */
  readonly serverErrors?: Readonly<Record<string, readonly string[]>>;
  readonly idPrefix: string;
  readonly busy?: boolean;
  /** The submit button(s) and anything else under the fields. */
  readonly children: ReactNode;
  /** Called with the values of the visible fields once every rule passes. */
  readonly onSubmit: (values: Record<string, unknown>) => void;
  readonly onAction?: (field: string, value?: string) => void;
  /** Options that depend on other values, by field name (they replace the definition's). */
  readonly optionOverrides?: Readonly<Record<string, NonNullable<RegistrationField['options']>>>;
  /** Names whose values the page follows (e.g. to load the regions of the chosen country). */
  readonly watch?: readonly string[];
  readonly onWatchedChange?: (values: Readonly<Record<string, unknown>>) => void;
}

const templates = { FieldTemplate, ObjectFieldTemplate };
const NO_RELATIONS: readonly RelationField[] = [];
const NO_ERRORS: Readonly<Record<string, readonly string[]>> = {};
const NO_OVERRIDES = {};
const NO_NAMES: readonly string[] = [];

const changedNames = (a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>) =>
  Object.keys({ ...a, ...b }).filter((k) => a[k] !== b[k]);

/** The one form renderer: server-defined fields through rjsf, rules through the shared engine. */
export function SchemaForm(props: SchemaFormProps) {
  const {
    fields,
    relations = NO_RELATIONS,
    ruleContext,
    phoneCountries,
    defaultCountryId,
    initialValues,
    serverErrors = NO_ERRORS,
    idPrefix,
    busy,
    children,
    onSubmit,
    onAction,
  } = props;
  const { optionOverrides = NO_OVERRIDES, watch = NO_NAMES, onWatchedChange } = props;
  const { t } = useTranslation(['registration', 'common']);
  const { schema, uiSchema, paths } = fieldsToSchema(fields);
  const [values, setValues] = useState<Record<string, unknown>>(() => ({ ...initialValues }));
  const [errorState, setErrorState] = useState<ErrorState>({
    touched: new Set(),
    submitted: false,
    server: serverErrors,
    changedSinceServer: new Set(),
  });
  const [submits, setSubmits] = useState(0);
  if (errorState.server !== serverErrors)
    setErrorState({ ...errorState, server: serverErrors, changedSinceServer: new Set() });

  const idOf = useCallback(
    (name: string) => `${idPrefix}_${paths.get(name)?.group ?? ''}_${name}`,
    [idPrefix, paths],
  );
  const translate = useCallback(
    (key: string, params?: Record<string, unknown>) => t(key, params ?? {}),
    [t],
  );
  const inputs = useMemo(
    () => ({ fields, relations, ruleContext, paths, idOf, t: translate }),
    [fields, relations, ruleContext, paths, idOf, translate],
  );
  const { check, extraErrors, summary, viewKey } = useFormErrors(inputs, values, errorState);
  // The latest values, even those not rendered yet (a keystroke that changes nothing visible).
  const latest = useRef(values);
  // Typing into an untouched field that no other field depends on cannot change what is shown.
  const parents = useMemo(
    () =>
      new Set([
        ...fields.flatMap((f) => (f.parent ? [f.parent.name] : [])),
        ...relations.map((r) => r.parent.name),
      ]),
    [fields, relations],
  );
  const mayChangeView = (changed: readonly string[]) =>
    errorState.submitted ||
    changed.some((name) => parents.has(name) || errorState.touched.has(name));

  const visibleKey = [...check.visible].sort().join('|');
  const countryId = typeof values.country_id === 'number' ? values.country_id : defaultCountryId;
  const dynamicUi = useMemo(
    () =>
      withDynamicOptions(
        uiSchema,
        paths,
        new Set(visibleKey.split('|')),
        countryId,
        optionOverrides,
      ),
    [uiSchema, paths, visibleKey, countryId, optionOverrides],
  );
  // Every new value, from rjsf (a committed change) or from a field being typed in.
  const take = useRef((_next: Record<string, unknown>) => {});
  const takeNow = (next: Record<string, unknown>) => {
    const previous = latest.current;
    latest.current = next;
    if (onWatchedChange && watch.some((name) => next[name] !== previous[name]))
      onWatchedChange(next);
    // Only a change to a field the platform complained about clears that complaint.
    const cleared = Object.keys(errorState.server).filter(
      (k) => next[k] !== previous[k] && !errorState.changedSinceServer.has(k),
    );
    if (cleared.length > 0) {
      setValues(next);
      setErrorState((s) => ({
        ...s,
        changedSinceServer: new Set([...s.changedSinceServer, ...cleared]),
      }));
    } else if (
      mayChangeView(changedNames(previous, next)) &&
      shownFailures(inputs, next, errorState).viewKey !== viewKey
    ) {
      // Re-render only when what the player sees changes (visibility, errors, summary).
      setValues(next);
    }
  };
  useLayoutEffect(() => {
    take.current = takeNow;
  });
  const formContext = useMemo<SchemaFormContext>(() => {
    const byName = new Map(fields.map((f) => [f.name, f]));
    return {
      t: translate,
      phoneCountries,
      field: (name) => byName.get(name) as RegistrationField,
      onInput: (name, value) => take.current({ ...latest.current, [name]: value }),
      onAction: onAction ?? (() => undefined),
    };
  }, [fields, translate, phoneCountries, onAction]);

  const nameOfId = (id: string) => [...paths.keys()].find((name) => idOf(name) === id);
  // rjsf keeps the form data itself (uncontrolled): a formData prop would make it process every
  // keystroke twice. We only listen to its changes.
  const [initialFormData] = useState(() => nestedValues(values, paths));
  // The same errors keep the same object, so rjsf does not re-render every field on each keystroke.
  const errorsKey = JSON.stringify(extraErrors);
  const stableErrors = useMemo(() => extraErrors, [errorsKey]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <div className="schema-form">
      <ErrorSummary title={t('form_problem_title')} items={summary} focusKey={submits} />
      <Form
        schema={schema}
        uiSchema={dynamicUi}
        initialFormData={initialFormData}
        validator={engineValidator}
        widgets={fieldWidgets}
        templates={templates}
        formContext={formContext}
        idPrefix={idPrefix}
        noValidate
        showErrorList={false}
        disabled={busy}
        extraErrors={stableErrors as ErrorSchema}
        onChange={(event: IChangeEvent) => take.current(flatValues(event.formData, paths))}
        onBlur={(id) => {
          const name = nameOfId(id);
          setValues(latest.current);
          if (name && !errorState.touched.has(name))
            setErrorState((s) => ({ ...s, touched: new Set([...s.touched, name]) }));
        }}
        onSubmit={() => {
          const final = formErrors(inputs, latest.current, errorState).check;
          setValues(latest.current);
          setSubmits((n) => n + 1);
          setErrorState((s) => ({ ...s, submitted: true }));
          if (Object.keys(final.errors).length === 0) onSubmit({ ...final.submitted });
        }}
      >
        {children}
      </Form>
    </div>
  );
}
