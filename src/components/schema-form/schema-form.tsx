import type { IChangeEvent } from '@rjsf/core';
import Form from '@rjsf/core';
import type { ErrorSchema } from '@rjsf/utils';
import { type ReactNode, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { RegistrationField } from '@/config/generated/site-settings.types.ts';
import { type CatalogueRegistry, catalogues as libCatalogues } from '@/lib/forms/catalogues';
import { contextDefaults, type VisitorContext } from '@/lib/forms/context-defaults';
import { followedFields } from '@/lib/forms/dependencies';
import type { RuleContext } from '@/lib/validation/types';
import type { RelationField } from '@/lib/validation/visibility';

import { engineValidator } from './engine-validator';
import { ErrorSummary } from './error-summary';
import { fieldsToSchema, flatValues, nestedValues } from './fields-to-schema';
import type { PhoneCountryOption, SchemaFormContext } from './form-context';
import { defaultTheme, type SchemaFormTheme } from './theme';
import { useDependentFields } from './use-dependent-fields';
import { type ErrorState, formErrors, shownFailures, useFormErrors } from './use-form-errors';

export interface SchemaFormProps {
  /**
   * The definitions, as declareFields (src/lib/forms) gives them: their own declarations, or
   * the spec table's for the spec's fields. The same array must stay while the form is shown.
   */
  readonly fields: readonly RegistrationField[];
  readonly relations?: readonly RelationField[];
  /** Catalogues and settings the rules consult (phone countries and patterns, minimum age). */
  readonly ruleContext: Omit<RuleContext, 'values'>;
  readonly phoneCountries: readonly PhoneCountryOption[];
  /**
   * The visitor's context: the defaults fields take from it (default_from), and where a phone
   * picker starts until its country field has a value.
   */
  readonly context?: VisitorContext;
  /** Values to start from (a form restored after a bank round trip); they win over context defaults. */
  readonly initialValues?: Readonly<Record<string, unknown>>;
  /** The platform's 422 answer (field → message keys). */
  readonly serverErrors?: Readonly<Record<string, readonly string[]>>;
  readonly idPrefix: string;
  readonly busy?: boolean;
  /** The submit button(s) and anything else under the fields. */
  readonly children: ReactNode;
  /** Called with the values of the visible fields once every rule passes. */
  readonly onSubmit: (values: Record<string, unknown>) => void;
  /** Every change of the values (all fields, as typed): where a page keeps a draft. */
  readonly onValuesChange?: (values: Readonly<Record<string, unknown>>) => void;
  /**
   * A button or a social provider was activated: the field's name, the provider, the field's
   * kind, and the form as it stands (for a page that leaves for a third party and wants it back).
   */
  readonly onAction?: (
    ...args: [
      ...Parameters<SchemaFormContext['onAction']>,
      values: Readonly<Record<string, unknown>>,
    ]
  ) => void;
  /** Widgets and templates: createTheme(overrides), made once (module level or useMemo). */
  readonly theme?: SchemaFormTheme;
  /** The catalogues an options_source may name (default: src/lib/forms/catalogues.ts). */
  readonly catalogues?: CatalogueRegistry;
}

const NO_RELATIONS: readonly RelationField[] = [];
const NO_ERRORS: Readonly<Record<string, readonly string[]>> = {};
const NO_CONTEXT: VisitorContext = {};

const changedNames = (a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>) =>
  Object.keys({ ...a, ...b }).filter((k) => a[k] !== b[k]);

/** The one form renderer: server-defined fields through rjsf, rules through the shared engine. */
export function SchemaForm(props: SchemaFormProps) {
  const {
    fields,
    relations = NO_RELATIONS,
    ruleContext,
    phoneCountries,
    context = NO_CONTEXT,
    initialValues,
    serverErrors = NO_ERRORS,
    idPrefix,
    busy,
    children,
    onSubmit,
    onAction,
    onValuesChange,
  } = props;
  const { theme = defaultTheme, catalogues = libCatalogues } = props;
  const { t } = useTranslation(['registration', 'common']);
  const { schema, uiSchema, paths } = fieldsToSchema(fields);
  const [values, setValues] = useState<Record<string, unknown>>(() => ({
    ...contextDefaults(fields, context),
    ...initialValues,
  }));
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
  // A new t (a dictionary arrived, the language changed) must reach rjsf's fields, whose
  // re-render check ignores functions: a plain number in the context that changes with it.
  const [labels, setLabels] = useState({ t, revision: 0 });
  if (labels.t !== t) setLabels({ t, revision: labels.revision + 1 });
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
  // Fields other fields follow (a catalogue's parameters, a phone's country) render at once.
  const followed = useMemo(() => followedFields(fields), [fields]);

  const formRef = useRef<Form>(null);
  const dynamicUi = useDependentFields({
    fields,
    paths,
    uiSchema,
    values,
    latest,
    visible: [...check.visible].sort().join('|'),
    geoCountryId: context.geoCountryId,
    catalogues,
    form: formRef,
  });
  // Every new value, from rjsf (a committed change) or from a field being typed in.
  const take = useRef((_next: Record<string, unknown>) => {});
  const takeNow = (next: Record<string, unknown>) => {
    const previous = latest.current;
    latest.current = next;
    const changed = changedNames(previous, next);
    if (changed.length > 0) onValuesChange?.(next);
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
      changed.some((name) => followed.has(name)) ||
      (mayChangeView(changed) && shownFailures(inputs, next, errorState).viewKey !== viewKey)
    ) {
      // Re-render only when what the player sees changes (visibility, errors, summary, options).
      setValues(next);
    }
  };
  useLayoutEffect(() => {
    take.current = takeNow;
  });
  const formContext = useMemo<SchemaFormContext>(
    () => ({
      t: translate,
      phoneCountries,
      onInput: (name, value) => take.current({ ...latest.current, [name]: value }),
      onAction: (field, value, kind) => onAction?.(field, value, kind, latest.current),
      labelsRevision: labels.revision,
    }),
    [translate, phoneCountries, onAction, labels.revision],
  );

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
        ref={formRef}
        schema={schema}
        uiSchema={dynamicUi}
        initialFormData={initialFormData}
        validator={engineValidator}
        widgets={theme.widgets}
        templates={theme.templates}
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
