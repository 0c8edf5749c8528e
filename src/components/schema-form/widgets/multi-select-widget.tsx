import type { WidgetProps } from '@rjsf/utils';

import { MultiSelect } from '@/components/ui/multi-select/multi-select';
import type { MultiSelectValue } from '@/components/ui/multi-select/multi-select-model';

import { describedBy, fieldOf, type SchemaFormContext } from '../form-context';

/** The most options one may pick: the field's maxLength (or a maxLength rule), else the default. */
function limitOf(field: ReturnType<typeof fieldOf>): number | undefined {
  const rule = field.validation?.find((r) => r.rule === 'maxLength');
  return field.maxLength ?? (rule ? Number(rule.value) : undefined);
}

/** The rjsf face of the shared MultiSelect: the field's options, limit, texts and error state. */
export function MultiSelectWidget(props: WidgetProps) {
  const ctx = props.registry.formContext as SchemaFormContext;
  const field = fieldOf(props.options, props.registry.formContext);
  const value: MultiSelectValue[] = Array.isArray(props.value)
    ? (props.value as MultiSelectValue[])
    : [];
  const options = (field.options ?? []).map((o) => ({
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
      limit={limitOf(field)}
      placeholder={field.placeholder ? ctx.t(field.placeholder) : undefined}
      invalid={!!props.rawErrors?.length}
      describedBy={describedBy(props.id, !!field.tooltip, !!props.rawErrors?.length)}
      translate={ctx.t}
    />
  );
}
