import type { InputHTMLAttributes } from 'react';

import {
  commitNumeric,
  type NumericRules,
  sanitizeNumeric,
} from '@/lib/numeric/numeric-input-rules';

type NativeProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type' | 'inputMode' | 'min' | 'max' | 'maxLength'
>;

interface NumericInputProps extends NativeProps {
  readonly value: string;
  /** The kept text (see sanitizeNumeric); a dot is the decimal separator. */
  readonly onValueChange: (text: string) => void;
  readonly rules: NumericRules;
}

/**
 * A text field for numbers by the interface input rules: what is typed is filtered as it comes
 * (separators, sign, accuracy, maxlength, max), and min applies when the field is left. A text
 * input, not type=number, so screen readers and browsers do not fight the rules.
 */
export function NumericInput({ value, onValueChange, rules, onBlur, ...rest }: NumericInputProps) {
  const decimal = rules.accuracy !== 0;
  return (
    <input
      {...rest}
      type="text"
      inputMode={decimal ? 'decimal' : 'numeric'}
      dir="ltr"
      value={value}
      onChange={(event) => onValueChange(sanitizeNumeric(event.target.value, rules))}
      onBlur={(event) => {
        const committed = commitNumeric(value, rules);
        if (committed !== value) onValueChange(committed);
        onBlur?.(event);
      }}
    />
  );
}
