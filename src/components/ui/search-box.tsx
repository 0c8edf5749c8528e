import { type InputHTMLAttributes, type RefObject, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec §9: a search box takes at most 100 characters unless told otherwise. */
export const SEARCH_MAX_LENGTH = 100;

type NativeProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type' | 'maxLength'
>;

interface SearchBoxProps extends NativeProps {
  /** Its accessible name; shown as a <label> unless labelHidden. */
  readonly label: string;
  readonly labelHidden?: boolean;
  readonly value: string;
  readonly onValueChange: (text: string) => void;
  readonly maxLength?: number;
  /** Show a clear button while there is text (it returns focus to the box). */
  readonly clearable?: boolean;
  /** The input element, for a dialog that focuses it first. */
  readonly inputRef?: RefObject<HTMLInputElement | null>;
}

/** A controlled <input type="search"> with a label, a length cap and an optional clear button. */
export function SearchBox({
  label,
  labelHidden = false,
  value,
  onValueChange,
  maxLength = SEARCH_MAX_LENGTH,
  clearable = false,
  inputRef,
  id,
  className,
  ...rest
}: SearchBoxProps) {
  const { t } = useTranslation('common');
  const ownId = useId();
  const inputId = id ?? ownId;
  const own = useRef<HTMLInputElement>(null);
  const input = inputRef ?? own;
  return (
    <div className={['search-box', className].filter(Boolean).join(' ')}>
      {!labelHidden && (
        <label className="search-box__label" htmlFor={inputId}>
          {label}
        </label>
      )}
      <input
        {...rest}
        ref={input}
        id={inputId}
        className="form-control search-box__input"
        type="search"
        aria-label={labelHidden ? label : undefined}
        maxLength={maxLength}
        value={value}
        // maxLength stops typing; a pasted or programmatic value is cut here as well.
        onChange={(event) => onValueChange(event.target.value.slice(0, maxLength))}
      />
      {clearable && value !== '' && (
        <button
          type="button"
          className="search-box__clear"
          aria-label={t('search_clear')}
          onClick={() => {
            onValueChange('');
            input.current?.focus();
          }}
        >
          ×
        </button>
      )}
    </div>
  );
}
