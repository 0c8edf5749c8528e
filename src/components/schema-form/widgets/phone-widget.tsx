import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useId, useRef, useState } from 'react';

import { digitsOf } from '@/lib/validation/digits';

import {
  describedBy,
  type PhoneCountryOption,
  type SchemaFormContext,
  uiOptionsOf,
} from '../form-context';
import { helpOf, placeholderOf } from './basic-widgets';
import {
  bareCode,
  cleanNational,
  countryOfNumber,
  formatNational,
  maskOf,
  searchByCode,
} from './phone-format';

/**
 * Phone: a code picker (search by code, manual code, Enter closes, the chosen country comes back
 * when nothing else was picked) and the national number through the country's mask. The value
 * is +<code><digits>.
 */
export function PhoneWidget(props: WidgetProps) {
  const ctx = props.registry.formContext as SchemaFormContext;
  const { defaultCountryId, autocomplete } = uiOptionsOf(props.options);
  const placeholder = placeholderOf(props);
  const value = typeof props.value === 'string' ? props.value : '';
  const fallback =
    ctx.phoneCountries.find((c) => c.id === defaultCountryId) ?? ctx.phoneCountries[0];
  const [country, setCountry] = useState<PhoneCountryOption | undefined>(
    () =>
      (value ? countryOfNumber(value, ctx.phoneCountries, defaultCountryId) : undefined) ??
      fallback,
  );
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const national = country
    ? digitsOf(value).slice(digitsOf(country.phoneCode).length)
    : digitsOf(value);

  // A country chosen in the form (the phone's country field) moves the picker while the number is empty.
  const [seenDefault, setSeenDefault] = useState(defaultCountryId);
  if (seenDefault !== defaultCountryId) {
    setSeenDefault(defaultCountryId);
    const chosen = ctx.phoneCountries.find((c) => c.id === defaultCountryId);
    if (chosen && national === '') setCountry(chosen);
  }

  useEffect(() => {
    if (open) searchRef.current?.focus();
  }, [open]);

  // A click outside the picker closes it (spec §4 Dropdown), with the close rules below.
  const pickerRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<() => void>(() => undefined);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      // The toggle button handles its own clicks; anything else outside the picker closes it.
      if (!pickerRef.current?.contains(target) && !toggleRef.current?.contains(target))
        closeRef.current();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const emit = (next: PhoneCountryOption | undefined, digits: string) =>
    props.onChange(digits === '' ? undefined : `+${digitsOf(next?.phoneCode ?? '')}${digits}`);

  const choose = (next: PhoneCountryOption) => {
    setCountry(next);
    setOpen(false);
    setCode('');
    emit(next, cleanNational(national, next));
    toggleRef.current?.focus();
  };

  /** Closing keeps a typed code (matched to a country, or bare) or restores the chosen country. */
  const close = () => {
    const typed = digitsOf(code);
    if (typed !== '' && typed !== digitsOf(country?.phoneCode ?? '')) {
      choose(ctx.phoneCountries.find((c) => digitsOf(c.phoneCode) === typed) ?? bareCode(typed));
      return;
    }
    setOpen(false);
    setCode('');
    toggleRef.current?.focus();
  };

  useEffect(() => {
    closeRef.current = close;
  });

  const matches = searchByCode(ctx.phoneCountries, code);
  const offered =
    matches.length > 0 || digitsOf(code) === '' ? matches : [bareCode(digitsOf(code))];
  const invalid = !!props.rawErrors?.length;

  return (
    <div className="phone-input">
      <button
        ref={toggleRef}
        type="button"
        className="phone-input__code"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={ctx.t('phone_code_label', { code: country?.phoneCode ?? '' })}
        disabled={props.disabled}
        onClick={() => (open ? close() : (setCode(''), setOpen(true)))}
      >
        {country?.phoneCode ?? '+'}{' '}
        <span className="phone-input__country">{country?.code.toUpperCase()}</span>
      </button>
      {open && (
        <div className="phone-input__picker" ref={pickerRef}>
          <input
            ref={searchRef}
            className="form-control"
            type="text"
            inputMode="numeric"
            maxLength={3}
            placeholder="xxx"
            aria-label={ctx.t('phone_code_search')}
            value={code}
            onChange={(event) => setCode(digitsOf(event.target.value).slice(0, 3))}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === 'Escape') {
                event.preventDefault();
                close();
              }
            }}
          />
          <ul
            id={listId}
            role="listbox"
            aria-label={ctx.t('phone_code_search')}
            className="phone-input__list"
          >
            {offered.map((option) => (
              <li
                key={`${option.id}-${option.phoneCode}`}
                role="option"
                aria-selected={option.id === country?.id}
              >
                <button type="button" onClick={() => choose(option)}>
                  <span dir="ltr">{option.phoneCode}</span> {option.name}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <input
        id={props.id}
        className="form-control phone-input__number"
        type="tel"
        inputMode="tel"
        dir="ltr"
        // The input holds the national part; the code is picked beside it.
        autoComplete={autocomplete === 'off' ? 'off' : 'tel-national'}
        disabled={props.disabled}
        aria-invalid={invalid || undefined}
        aria-required={props.required || undefined}
        aria-describedby={describedBy(props.id, !!helpOf(props), invalid)}
        placeholder={
          placeholder
            ? ctx.t(placeholder)
            : formatNational('0'.repeat(32), maskOf(country)).replace(/0/g, '_')
        }
        value={formatNational(national, maskOf(country))}
        onChange={(event) => emit(country, cleanNational(event.target.value, country))}
        onBlur={() => props.onBlur(props.id, props.value)}
      />
    </div>
  );
}
