import type { WidgetProps } from '@rjsf/utils';

import { PhoneInput } from '@/components/ui/phone-input/phone-input';

import { describedBy, type SchemaFormContext, uiOptionsOf } from '../form-context';
import { helpOf, placeholderOf } from './basic-widgets';

/** The phone field kind: the shared phone input (code picker + national number) in the form. */
export function PhoneWidget(props: WidgetProps) {
  const ctx = props.registry.formContext as SchemaFormContext;
  const { defaultCountryId, autocomplete } = uiOptionsOf(props.options);
  const placeholder = placeholderOf(props);
  const invalid = !!props.rawErrors?.length;
  return (
    <PhoneInput
      id={props.id}
      value={typeof props.value === 'string' ? props.value : ''}
      onChange={(next) => props.onChange(next)}
      onBlur={() => props.onBlur(props.id, props.value)}
      countries={ctx.phoneCountries}
      defaultCountryId={defaultCountryId}
      t={ctx.t}
      placeholder={placeholder ? ctx.t(placeholder) : undefined}
      autoComplete={autocomplete === 'off' ? 'off' : 'tel-national'}
      disabled={props.disabled}
      invalid={invalid}
      required={props.required}
      describedBy={describedBy(props.id, !!helpOf(props), invalid)}
    />
  );
}
