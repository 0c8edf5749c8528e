import type { FieldTemplateProps, ObjectFieldTemplateProps } from '@rjsf/utils';

import { fieldOf, type SchemaFormContext } from './form-context';

/**
 * One field: label, control, tooltip and the first error. A hidden field (parent relation)
 * renders nothing at all. Labels, tooltips and errors are text, never HTML.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, children, rawErrors, required, uiSchema, registry } = props;
  const ctx = registry.formContext as SchemaFormContext;
  const uiOptions = uiSchema?.['ui:options'] as Record<string, unknown> | undefined;
  if (!uiOptions?.fieldName) return children;
  const field = fieldOf(uiOptions, registry.formContext);
  const options = uiSchema?.['ui:options'] as { label?: boolean; hidden?: boolean } | undefined;
  if (options?.hidden) return null;
  const showLabel = options?.label !== false;
  const error = rawErrors?.[0];
  return (
    <div className={`form-field form-field--${field.type}${error ? ' form-field--invalid' : ''}`}>
      {showLabel && (
        <label id={`${id}__label`} className="form-field__label" htmlFor={id}>
          {ctx.t(field.title ?? field.name)}
          {required || field.required ? (
            <span className="form-field__required" aria-hidden="true">
              {' '}
              *
            </span>
          ) : null}
        </label>
      )}
      {children}
      {field.tooltip && (
        <p id={`${id}__help`} className="form-field__help">
          {ctx.t(field.tooltip)}
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
