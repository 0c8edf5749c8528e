import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';

import { applyMask } from '@/lib/forms/input-mask';

import { describedBy, type SchemaFormContext, uiOptionsOf } from '../form-context';

const ctxOf = (props: WidgetProps) => props.registry.formContext as SchemaFormContext;

/** The i18n key of the field's help text (rjsf's ui:help), if it has one. */
export const helpOf = (props: WidgetProps): string | undefined => {
  const help: unknown = props.uiSchema?.['ui:help'];
  return typeof help === 'string' ? help : undefined;
};

/** The i18n key of the placeholder (rjsf's ui:placeholder; some rjsf fields pass it in options). */
export const placeholderOf = (props: WidgetProps): string | undefined => {
  const key: unknown = props.placeholder || props.uiSchema?.['ui:placeholder'];
  return typeof key === 'string' && key !== '' ? key : undefined;
};

/** Common attributes of a control: its description, invalid state, disabled state. */
function controlProps(props: WidgetProps) {
  return {
    id: props.id,
    name: props.htmlName ?? props.id,
    disabled: props.disabled || props.readonly,
    'aria-invalid': props.rawErrors?.length ? true : undefined,
    'aria-describedby': describedBy(props.id, !!helpOf(props), !!props.rawErrors?.length),
    'aria-required': props.required || undefined,
    onBlur: () => props.onBlur(props.id, props.value),
    onFocus: () => props.onFocus(props.id, props.value),
  };
}

/**
 * Text, e-mail and password inputs (the field's inputType decides). Typing stays in the input
 * and goes to the rule engine at once (ctx.onInput); the form's data takes it when the field is
 * left — so a keystroke re-renders one input, not the whole form.
 */
export function InputWidget(props: WidgetProps) {
  const options = uiOptionsOf(props.options);
  const ctx = ctxOf(props);
  const committed = typeof props.value === 'string' ? props.value : '';
  const [text, setText] = useState(committed);
  const [seen, setSeen] = useState(committed);
  if (seen !== committed) {
    // The form's data changed from outside (a reset): show it.
    setSeen(committed);
    setText(committed);
  }
  const valueOf = (raw: string) => (raw === '' ? undefined : raw);
  const type =
    options.kind === 'password'
      ? 'password'
      : options.kind === 'email'
        ? 'email'
        : (options.inputType ?? 'text');
  const placeholder = placeholderOf(props);
  return (
    <input
      {...controlProps(props)}
      onBlur={() => {
        if (text !== committed) props.onChange(valueOf(text));
        props.onBlur(props.id, valueOf(text));
      }}
      className="form-control"
      type={type}
      value={text}
      maxLength={options.maxLength}
      placeholder={placeholder ? ctx.t(placeholder) : undefined}
      autoComplete={options.autocomplete ?? 'off'}
      inputMode={options.mask ? 'numeric' : undefined}
      dir={type === 'email' || type === 'password' || options.mask ? 'ltr' : undefined}
      onChange={(event) => {
        const next = options.mask
          ? applyMask(event.target.value, options.mask)
          : event.target.value;
        setText(next);
        ctx.onInput(options.fieldName, valueOf(next));
      }}
    />
  );
}

/** A date (birthday or other): the browser's accessible date input, yyyy-MM-dd. */
export function DateWidget(props: WidgetProps) {
  return (
    <input
      {...controlProps(props)}
      className="form-control"
      type="date"
      autoComplete={uiOptionsOf(props.options).autocomplete ?? 'off'}
      value={typeof props.value === 'string' ? props.value : ''}
      onChange={(event) =>
        props.onChange(event.target.value === '' ? undefined : event.target.value)
      }
    />
  );
}

/** One choice from the field's options (countries, currencies, regions…). */
export function SelectWidget(props: WidgetProps) {
  const ctx = ctxOf(props);
  const { choices: options = [], autocomplete } = uiOptionsOf(props.options);
  const numeric = options.every((o) => typeof o.id === 'number');
  return (
    <select
      {...controlProps(props)}
      className="form-control"
      autoComplete={autocomplete}
      value={props.value === undefined || props.value === null ? '' : String(props.value)}
      onChange={(event) => {
        const raw = event.target.value;
        props.onChange(raw === '' ? undefined : numeric ? Number(raw) : raw);
      }}
    >
      <option value="">{ctx.t(placeholderOf(props) ?? 'form_choose')}</option>
      {options.map((option) => (
        <option key={String(option.id)} value={String(option.id)} disabled={option.disabled}>
          {ctx.t(option.name ?? String(option.id))}
        </option>
      ))}
    </select>
  );
}

/** A checkbox whose label (an i18n key) is clickable text beside it. */
export function CheckboxWidget(props: WidgetProps) {
  const ctx = ctxOf(props);
  return (
    <span className="form-checkbox">
      <input
        {...controlProps(props)}
        type="checkbox"
        checked={props.value === true}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <label htmlFor={props.id}>
        {ctx.t(props.label)}
        {props.required ? (
          <span className="form-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
    </span>
  );
}

/** Text from the definition (a label field). */
export function LabelWidget(props: WidgetProps) {
  return <p className="form-label-text">{ctxOf(props).t(props.label)}</p>;
}

/** A button field: the page decides what it does (formContext.onAction). */
export function ButtonWidget(props: WidgetProps) {
  const ctx = ctxOf(props);
  const { fieldName, kind } = uiOptionsOf(props.options);
  return (
    <button
      type="button"
      className="button button--secondary"
      id={props.id}
      disabled={props.disabled}
      onClick={() => ctx.onAction(fieldName, undefined, kind)}
    >
      {ctx.t(props.label)}
    </button>
  );
}

/** Where the captcha goes: the challenge itself opens when the form is sent. */
export function CaptchaWidget(props: WidgetProps) {
  return <p className="form-note">{ctxOf(props).t('captcha_on_submit')}</p>;
}

/** Social providers of the field's options, each a button. */
export function SocialTypesWidget(props: WidgetProps) {
  const ctx = ctxOf(props);
  const { fieldName, kind, choices = [] } = uiOptionsOf(props.options);
  return (
    <div className="social-types" role="group" aria-label={ctx.t(props.label)}>
      {choices.map((option) => (
        <button
          key={String(option.id)}
          type="button"
          className="button button--social"
          onClick={() => ctx.onAction(fieldName, String(option.id), kind)}
        >
          {ctx.t(option.name ?? String(option.id))}
        </button>
      ))}
    </div>
  );
}
