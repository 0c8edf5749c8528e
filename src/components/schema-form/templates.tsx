import type { FieldTemplateProps, ObjectFieldTemplateProps } from '@rjsf/utils';

import { type SchemaFormContext, uiOptionsOf } from './form-context';

/**
 * One field: label, control, help text and the first error, all from rjsf's props (the adapter
 * put the i18n keys there). A hidden field (parent relation) renders nothing at all. Labels,
 * help and errors are text, never HTML.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, children, rawErrors, required, uiSchema, registry, label, rawHelp } = props;
  const ctx = registry.formContext as SchemaFormContext;
  const options = uiOptionsOf(uiSchema?.['ui:options']);
  if (!options?.fieldName) return children;
  if (options.hidden) return null;
  const error = rawErrors?.[0];
  return (
    <div className={`form-field form-field--${options.kind}${error ? ' form-field--invalid' : ''}`}>
      {options.label && (
        <label id={`${id}__label`} className="form-field__label" htmlFor={id}>
          {ctx.t(label)}
          {required ? (
            <span className="form-field__required" aria-hidden="true">
              {' '}
              *
            </span>
          ) : null}
        </label>
      )}
      {children}
      {rawHelp && (
        <p id={`${id}__help`} className="form-field__help">
          {ctx.t(rawHelp)}
        </p>
      )}
      {error && (
        <p id={`${id}__error`} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A section (field group): a fieldset whose legend is the group's key, shown only if it has visible fields. */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const ctx = props.registry.formContext as SchemaFormContext;
  const depth = props.fieldPathId.path.length;
  if (depth === 0)
    return <div className="schema-form__sections">{props.properties.map((p) => p.content)}</div>;
  const ui = props.uiSchema as
    Record<string, { 'ui:options'?: { hidden?: boolean } } | undefined> | undefined;
  if (props.properties.every((p) => ui?.[p.name]?.['ui:options']?.hidden)) return null;
  return (
    <fieldset className="schema-form__section">
      <legend className="visually-hidden">{ctx.t(props.title)}</legend>
      {props.properties.map((p) => p.content)}
    </fieldset>
  );
}
