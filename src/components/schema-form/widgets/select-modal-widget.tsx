import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';

import { SelectModal } from '@/components/ui/select-modal/select-modal';
import type { SelectModalOption } from '@/components/ui/select-modal/select-modal-search';

import { describedBy, type SchemaFormContext, uiOptionsOf } from '../form-context';
import { helpOf, placeholderOf, SelectWidget } from './basic-widgets';

/** Past this many options a select becomes a searchable modal list (a country list, say). */
export const LONG_LIST = 12;

/** One choice: a native select for a short list, a button opening a searchable modal for a long one. */
export function ChoiceWidget(props: WidgetProps) {
  const options = uiOptionsOf(props.options).choices ?? [];
  return options.length > LONG_LIST ? (
    <SelectModalWidget {...props} />
  ) : (
    <SelectWidget {...props} />
  );
}

/**
 * A button that shows the current choice and opens the select modal with search (name and ISO
 * code). The field's label and the choice together name it; errors and help describe it (a
 * button cannot be aria-invalid: the error text says it).
 */
export function SelectModalWidget(props: WidgetProps) {
  const ctx = props.registry.formContext as SchemaFormContext;
  const [open, setOpen] = useState(false);
  const options: SelectModalOption[] = (uiOptionsOf(props.options).choices ?? []).map((o) => ({
    id: o.id,
    name: ctx.t(o.name ?? String(o.id)),
    iso: o.Alpha2 ?? o.code?.toUpperCase(),
    disabled: o.disabled,
    checked: o.id === props.value,
  }));
  const chosen = options.find((o) => o.checked);
  const title = ctx.t(props.label);
  const placeholder = placeholderOf(props);
  const disabled = props.disabled || props.readonly;
  return (
    <>
      <button
        type="button"
        id={props.id}
        className="form-control select-trigger"
        aria-haspopup="dialog"
        aria-labelledby={`${props.id}__label ${props.id}__value`}
        aria-describedby={describedBy(props.id, !!helpOf(props), !!props.rawErrors?.length)}
        disabled={disabled}
        onClick={() => setOpen(true)}
        onFocus={() => props.onFocus(props.id, props.value)}
      >
        <span id={`${props.id}__value`}>
          {chosen ? chosen.name : ctx.t(placeholder ?? 'form_choose')}
        </span>
        <span aria-hidden="true">▾</span>
      </button>
      <SelectModal
        open={open}
        title={title}
        options={options}
        searchable
        searchLabel={ctx.t('select_modal_search')}
        emptyText={ctx.t('select_modal_empty')}
        closeLabel={ctx.t('close')}
        onSelect={(option) => props.onChange(option.id)}
        onClose={() => {
          setOpen(false);
          props.onBlur(props.id, props.value);
        }}
      />
    </>
  );
}
