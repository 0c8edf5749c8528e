import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { MultiSelectList, optionId } from './multi-select-list';
import {
  MULTI_SELECT_DEFAULTS,
  type MultiSelectOption,
  type MultiSelectValue,
} from './multi-select-model';
import { useMultiSelect } from './use-multi-select';

type Translate = (key: string, params?: Record<string, unknown>) => string;

export interface MultiSelectProps {
  /** The combobox input's id (a <label htmlFor> names it), unless `label` is given. */
  readonly id?: string;
  readonly label?: string;
  readonly options: readonly MultiSelectOption[];
  readonly value: readonly MultiSelectValue[];
  readonly onChange: (value: MultiSelectValue[]) => void;
  readonly onBlur?: () => void;
  /** Most choices at once (default 99999). */
  readonly limit?: number;
  /** Most options considered for the list (default 1000). */
  readonly optionsLimit?: number;
  readonly maxHeight?: number;
  readonly optionHeight?: number;
  /** Enter on a typed text that matches no option adds the text itself. */
  readonly taggable?: boolean;
  readonly placeholder?: string;
  readonly invalid?: boolean;
  readonly describedBy?: string;
  /** Translates the multiselect_* texts (a form passes its own, so its dictionary can override them). */
  readonly translate?: Translate;
}

/** Several choices from a searchable, virtualised list: an ARIA combobox over a multi-select listbox. */
export function MultiSelect(props: MultiSelectProps) {
  const { t: commonT } = useTranslation('common');
  const t: Translate = props.translate ?? ((key, params) => commonT(key, params));
  const {
    options,
    value,
    limit = MULTI_SELECT_DEFAULTS.limit,
    optionsLimit = MULTI_SELECT_DEFAULTS.optionsLimit,
    maxHeight = MULTI_SELECT_DEFAULTS.maxHeight,
    optionHeight = MULTI_SELECT_DEFAULTS.optionHeight,
  } = props;
  const state = useMultiSelect({
    options,
    value,
    onChange: props.onChange,
    limit,
    optionsLimit,
    taggable: props.taggable ?? false,
  });
  const listId = useId();
  const hintId = useId();
  const labelOf = (id: MultiSelectValue) =>
    options.find((o) => o.value === id)?.label ?? String(id);
  const hint = !state.open
    ? undefined
    : state.active
      ? state.active.disabled
        ? undefined
        : value.includes(state.active.value)
          ? t('multiselect_hint_remove')
          : state.full
            ? undefined
            : t('multiselect_hint_select')
      : state.tag !== undefined && !state.full
        ? t('multiselect_hint_tag')
        : undefined;
  const emptyText = t(options.length === 0 ? 'multiselect_empty' : 'multiselect_no_match');
  return (
    <div className="multi-select">
      <ul className="multi-select__chosen" aria-label={t('multiselect_selected')}>
        {value.map((id) => (
          <li key={String(id)}>
            {labelOf(id)}{' '}
            <button
              type="button"
              aria-label={t('multiselect_remove', { option: labelOf(id) })}
              onClick={() => props.onChange(value.filter((v) => v !== id))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <input
        id={props.id}
        aria-label={props.label}
        className="form-control"
        role="combobox"
        aria-expanded={state.open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={state.active ? optionId(listId, state.pointer) : undefined}
        aria-invalid={props.invalid || undefined}
        aria-describedby={
          [props.describedBy, hint ? hintId : ''].filter(Boolean).join(' ') || undefined
        }
        value={state.search}
        placeholder={props.placeholder}
        onChange={(event) => state.setSearch(event.target.value)}
        onFocus={() => state.setOpen(true)}
        onBlur={() => {
          state.close();
          props.onBlur?.();
        }}
        onKeyDown={state.onKeyDown}
      />
      {state.full && (
        <p className="form-field__help" role="status">
          {t('multiselect_max', { count: limit })}
        </p>
      )}
      <MultiSelectList
        id={listId}
        open={state.open}
        options={state.shown}
        value={value}
        pointer={state.pointer}
        full={state.full}
        maxHeight={maxHeight}
        optionHeight={optionHeight}
        overscan={Math.ceil(MULTI_SELECT_DEFAULTS.bufferPx / optionHeight)}
        emptyText={state.tag !== undefined ? state.tag : emptyText}
        selectedText={t('multiselect_selected')}
        onPick={(id) => state.toggle(id)}
      />
      {hint && (
        <p id={hintId} className="multi-select__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
