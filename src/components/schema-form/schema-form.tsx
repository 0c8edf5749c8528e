import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { ErrorSchema } from '@rjsf/utils';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegistrationField } from '@/config/generated/site-settings.types.ts';
import type { RuleContext } from '@/lib/validation/types';
import type { RelationField } from '@/lib/validation/visibility';
import { engineValidator } from './engine-validator';
import { ErrorSummary } from './error-summary';
import { fieldsToSchema, flatValues, nestedValues, withDynamicOptions } from './fields-to-schema';
import type { PhoneCountryOption, SchemaFormContext } from './form-context';
import { FieldTemplate, ObjectFieldTemplate } from './templates';
import { useFormErrors, type ErrorState } from './use-form-errors';
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
}

const templates = { FieldTemplate, ObjectFieldTemplate };
const NO_RELATIONS: readonly RelationField[] = [];
const NO_ERRORS: Readonly<Record<string, readonly string[]>> = {};

/** The one form renderer: server-defined fields through rjsf, rules through the shared engine. */
export function SchemaForm({ fields, relations = NO_RELATIONS, ruleContext, phoneCountries, defaultCountryId, initialValues, serverErrors = NO_ERRORS, idPrefix, busy, children, onSubmit, onAction }: SchemaFormProps) {
  const { t } = useTranslation(['registration', 'common']);
  const { schema, uiSchema, paths } = fieldsToSchema(fields);
  const [values, setValues] = useState<Record<string, unknown>>(() => ({ ...initialValues }));
  const [errorState, setErrorState] = useState<ErrorState>({ touched: new Set(), submitted: false, server: serverErrors, changedSinceServer: new Set() });
  const [submits, setSubmits] = useState(0);
  if (errorState.server !== serverErrors) setErrorState({ ...errorState, server: serverErrors, changedSinceServer: new Set() });

  const idOf = useCallback((name: string) => `${idPrefix}_${paths.get(name)?.group ?? ''}_${name}`, [idPrefix, paths]);
  const translate = useCallback((key: string, params?: Record<string, unknown>) => t(key, params ?? {}), [t]);
  const { check, extraErrors, summary } = useFormErrors(fields, values, relations, ruleContext, errorState, paths, idOf, translate);

  const visibleKey = [...check.visible].sort().join('|');
  const countryId = typeof values.country_id === 'number' ? values.country_id : defaultCountryId;
  const dynamicUi = useMemo(
    () => withDynamicOptions(uiSchema, paths, new Set(visibleKey.split('|')), countryId),
    [uiSchema, paths, visibleKey, countryId],
  );
  const formContext = useMemo<SchemaFormContext>(
    () => ({ t: translate, phoneCountries, onAction: onAction ?? (() => undefined) }),
    [translate, phoneCountries, onAction],
  );

  const nameOfId = (id: string) => [...paths.keys()].find((name) => idOf(name) === id);
  const formData = useMemo(() => nestedValues(values, paths), [values, paths]);

  return (
    <div className="schema-form">
      <ErrorSummary title={t('form_problem_title')} items={summary} focusKey={submits} />
      <Form
        schema={schema}
        uiSchema={dynamicUi}
        formData={formData}
        validator={engineValidator}
        widgets={fieldWidgets}
        templates={templates}
        formContext={formContext}
        idPrefix={idPrefix}
        noValidate
        showErrorList={false}
        disabled={busy}
        extraErrors={extraErrors as ErrorSchema}
        onChange={(event: IChangeEvent) => {
          const next = flatValues(event.formData, paths);
          const changed = Object.keys({ ...next, ...values }).filter((k) => next[k] !== values[k]);
          setValues(next);
          if (changed.length > 0) setErrorState((s) => ({ ...s, changedSinceServer: new Set([...s.changedSinceServer, ...changed]) }));
        }}
        onBlur={(id) => {
          const name = nameOfId(id);
          if (name && !errorState.touched.has(name)) setErrorState((s) => ({ ...s, touched: new Set([...s.touched, name]) }));
        }}
        onSubmit={() => {
          setSubmits((n) => n + 1);
          setErrorState((s) => ({ ...s, submitted: true }));
          if (Object.keys(check.errors).length === 0) onSubmit({ ...check.submitted });
        }}
      >
        {children}
      </Form>
    </div>
  );
}
