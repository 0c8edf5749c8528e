import type { WidgetProps } from '@rjsf/utils';
import { useId, useState, type KeyboardEvent } from 'react';
import { describedBy, fieldOf, type SchemaFormContext } from '../form-context';

/** The most options one may pick: the field's maxLength (or a maxLength rule), else no limit. */
function limitOf(field: ReturnType<typeof fieldOf>): number {
  const rule = field.validation?.find((r) => r.rule === 'maxLength');
  return field.maxLength ?? (rule ? Number(rule.value) : Number.POSITIVE_INFINITY);
}

/**
 * Several choices (spec multi-select): arrows move the pointer, Enter or Tab select, Escape
 * closes, Backspace in an empty search removes the last choice; at the limit it says
 * "Maximum of N options selected" and a choice must be removed before another is added.
 */
export function MultiSelectWidget(props: WidgetProps) {
  const ctx = props.registry.formContext as SchemaFormContext;
  const field = fieldOf(props.options, props.registry.formContext);
  const selected: (string | number)[] = Array.isArray(props.value) ? (props.value as (string | number)[]) : [];
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [pointer, setPointer] = useState(0);
  // Tab picks only an option the arrows pointed at (tabbing through the field picks nothing).
  const [pointed, setPointed] = useState(false);
  const listId = useId();
  const limit = limitOf(field);
  const label = (id: string | number) => ctx.t((field.options ?? []).find((o) => o.id === id)?.name ?? String(id));
  const options = (field.options ?? []).filter((o) => {
    const text = `${ctx.t(o.name ?? String(o.id))} ${(o.aliases ?? []).join(' ')}`.toLowerCase();
    return text.includes(search.trim().toLowerCase());
  });
  const full = selected.length >= limit;

  const toggle = (id: string | number, onlyAdd = false) => {
    const option = field.options?.find((o) => o.id === id);
    if (!option || option.disabled) return;
    if (selected.includes(id)) {
      if (!onlyAdd) props.onChange(selected.filter((s) => s !== id));
    } else if (!full) props.onChange([...selected, id]);
    setSearch('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setPointed(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setPointer((p) => (options.length === 0 ? 0 : (p + step + options.length) % options.length));
    } else if (event.key === 'Enter' && open && options[pointer]) {
      event.preventDefault();
      toggle(options[pointer].id);
    } else if (event.key === 'Tab' && open && pointed && options[pointer]) {
      toggle(options[pointer].id, true);
      setOpen(false);
      setPointed(false);
    } else if (event.key === 'Escape') {
      setOpen(false);
    } else if (event.key === 'Backspace' && search === '' && selected.length > 0) {
      props.onChange(selected.slice(0, -1));
    }
  };

  const activeId = open && options[pointer] ? `${listId}-${pointer}` : undefined;
  return (
    <div className="multi-select">
      <ul className="multi-select__chosen" aria-label={ctx.t('multiselect_selected')}>
        {selected.map((id) => (
          <li key={String(id)}>
            {label(id)}{' '}
            <button type="button" aria-label={ctx.t('multiselect_remove', { option: label(id) })} onClick={() => toggle(id)}>
              ×
            </button>
          </li>
        ))}
      </ul>
      <input
        id={props.id}
        className="form-control"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        aria-invalid={props.rawErrors?.length ? true : undefined}
        aria-describedby={describedBy(props.id, !!field.tooltip, !!props.rawErrors?.length)}
        value={search}
        placeholder={field.placeholder ? ctx.t(field.placeholder) : undefined}
        onChange={(event) => {
          setSearch(event.target.value);
          setOpen(true);
          setPointer(0);
          setPointed(false);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setPointed(false);
          props.onBlur(props.id, props.value);
        }}
        onKeyDown={onKeyDown}
      />
      {full && <p className="form-field__help" role="status">{ctx.t('multiselect_max', { max: limit })}</p>}
      <ul id={listId} role="listbox" aria-multiselectable="true" hidden={!open} className="multi-select__list">
        {options.length === 0 && <li className="multi-select__empty">{ctx.t(field.options?.length ? 'multiselect_no_match' : 'multiselect_empty')}</li>}
        {options.map((option, index) => (
          <li
            key={String(option.id)}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={selected.includes(option.id)}
            aria-disabled={option.disabled || (full && !selected.includes(option.id)) || undefined}
            className={index === pointer ? 'is-active' : undefined}
            onMouseDown={(event) => {
              event.preventDefault();
              toggle(option.id);
            }}
          >
            {ctx.t(option.name ?? String(option.id))}
          </li>
        ))}
      </ul>
    </div>
  );
}
