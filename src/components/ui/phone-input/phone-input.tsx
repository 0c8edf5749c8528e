import { useEffect, useId, useRef, useState } from 'react';

import type { PhoneCountryOption } from '@/lib/forms/phone-catalogue';
import { digitsOf } from '@/lib/validation/digits';

import {
  bareCode,
  cleanNational,
  countryOfNumber,
  formatNational,
  maskOf,
  searchByCode,
} from './phone-format';

export interface PhoneInputProps {
  readonly id: string;
  /** +<code><digits>, or '' */
  readonly value: string;
  readonly onChange: (value: string | undefined) => void;
  readonly onBlur?: () => void;
  readonly countries: readonly PhoneCountryOption[];
  /** Where the picker starts (and moves to while the number is empty): a form's country, the visitor's. */
  readonly defaultCountryId?: number;
  /** Translates phone_code_label ({{code}}) and phone_code_search. */
  readonly t: (key: string, params?: Record<string, unknown>) => string;
  readonly placeholder?: string;
  readonly autoComplete?: string;
  readonly disabled?: boolean;
  readonly invalid?: boolean;
  readonly required?: boolean;
  readonly describedBy?: string;
}

/**
 * Phone: a code picker (search by code, manual code, Enter closes, the chosen country comes back
 * when nothing else was picked) and the national number through the country's mask. The value
 * is +<code><digits>: the player types the number as their country writes it. Registration and
 * sign-in share it.
 */
export function PhoneInput(props: PhoneInputProps) {
  const { countries, defaultCountryId, t, value } = props;
  const fallback = countries.find((c) => c.id === defaultCountryId) ?? countries[0];
  const [country, setCountry] = useState<PhoneCountryOption | undefined>(
    () => (value ? countryOfNumber(value, countries, defaultCountryId) : undefined) ?? fallback,
  );
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const national = country
    ? digitsOf(value).slice(digitsOf(country.phoneCode).length)
    : digitsOf(value);

  // A country chosen in the form, or a catalogue that arrives late, moves the picker while the number is empty.
  const [seen, setSeen] = useState({ defaultCountryId, fallback });
  if (seen.defaultCountryId !== defaultCountryId || seen.fallback !== fallback) {
    setSeen({ defaultCountryId, fallback });
    const next =
      countries.find((c) => c.id === defaultCountryId) ?? (country ? undefined : fallback);
    if (next && national === '') setCountry(next);
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
      choose(countries.find((c) => digitsOf(c.phoneCode) === typed) ?? bareCode(typed));
      return;
    }
    setOpen(false);
    setCode('');
    toggleRef.current?.focus();
  };

  useEffect(() => {
    closeRef.current = close;
  });

  const matches = searchByCode(countries, code);
  const offered =
    matches.length > 0 || digitsOf(code) === '' ? matches : [bareCode(digitsOf(code))];

  return (
    <div className="phone-input">
      <button
        ref={toggleRef}
        type="button"
        className="phone-input__code"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('phone_code_label', { code: country?.phoneCode ?? '' })}
        disabled={props.disabled}
        onClick={() => (open ? close() : (setCode(''), setOpen(true)))}
      >
        {/* A number reads left to right in every language: "+971", never "971+" in Arabic. */}
        <bdi dir="ltr">{country?.phoneCode ?? '+'}</bdi>{' '}
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
            aria-label={t('phone_code_search')}
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
            aria-label={t('phone_code_search')}
            className="phone-input__list"
          >
            {offered.map((option) => (
              <li
                key={`${option.id}-${option.phoneCode}`}
                role="option"
                aria-selected={option.id === country?.id}
              >
                <button type="button" onClick={() => choose(option)}>
                  <bdi dir="ltr">{option.phoneCode}</bdi> {option.name}
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
        autoComplete={props.autoComplete ?? 'tel-national'}
        disabled={props.disabled}
        aria-invalid={props.invalid || undefined}
        aria-required={props.required || undefined}
        aria-describedby={props.describedBy}
        placeholder={
          props.placeholder ?? formatNational('0'.repeat(32), maskOf(country)).replace(/0/g, '_')
        }
        value={formatNational(national, maskOf(country))}
        onChange={(event) => emit(country, cleanNational(event.target.value, country))}
        onBlur={props.onBlur}
      />
    </div>
  );
}
