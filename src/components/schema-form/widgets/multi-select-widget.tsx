import type { WidgetProps } from '@rjsf/utils';

import { MultiSelect } from '@/components/ui/multi-select/multi-select';
import type { MultiSelectValue } from '@/components/ui/multi-select/multi-select-model';

import { describedBy, type SchemaFormContext, uiOptionsOf } from '../form-context';
import { helpOf, placeholderOf } from './basic-widgets';

/** The rjsf face of the shared MultiSelect: the field's options, limit (the adapter's), texts and error state. */
export function MultiSelectWidget(props: WidgetProps) {
  const ctx = props.registry.formContext as SchemaFormContext;
  const { choices = [], limit } = uiOptionsOf(props.options);
  const placeholder = placeholderOf(props);
  const value: MultiSelectValue[] = Array.isArray(props.value)
    ? (props.value as MultiSelectValue[])
    : [];
  const options = choices.map((o) => ({
    value: o.id,
    label: ctx.t(o.name ?? String(o.id)),
    keywords: o.aliases,
    disabled: o.disabled,
  }));
  return (
    <MultiSelect
      id={props.id}
      options={options}
      value={value}
      onChange={(next) => props.onChange(next)}
      onBlur={() => props.onBlur(props.id, props.value)}
      limit={limit}
      placeholder={placeholder ? ctx.t(placeholder) : undefined}
      invalid={!!props.rawErrors?.length}
      describedBy={describedBy(props.id, !!helpOf(props), !!props.rawErrors?.length)}
      translate={ctx.t}
    />
  );
}
