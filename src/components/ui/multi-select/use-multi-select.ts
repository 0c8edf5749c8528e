import { type KeyboardEvent, useState } from 'react';

import {
  filterOptions,
  type MultiSelectOption,
  type MultiSelectValue,
  tagOf,
} from './multi-select-model';

interface MultiSelectState {
  readonly options: readonly MultiSelectOption[];
  readonly value: readonly MultiSelectValue[];
  readonly onChange: (value: MultiSelectValue[]) => void;
  readonly limit: number;
  readonly optionsLimit: number;
  readonly taggable: boolean;
}

/**
 * The multi-select's rules without its markup (spec §4, §5): arrows move the pointer, Enter or
 * Tab select (Tab only after the arrows pointed), Escape closes, Backspace in an empty search
 * removes the last choice; at the limit a choice must be removed before another is added.
 */
export function useMultiSelect({
  options,
  value,
  onChange,
  limit,
  optionsLimit,
  taggable,
}: MultiSelectState) {
  const [open, setOpen] = useState(false);
  const [search, setSearchText] = useState('');
  const [pointer, setPointer] = useState(0);
  // Tab picks only an option the arrows pointed at (tabbing through the field picks nothing).
  const [pointed, setPointed] = useState(false);
  const shown = filterOptions(options, search, optionsLimit);
  const full = value.length >= limit;
  const tag = taggable && shown.length === 0 ? tagOf(options, search) : undefined;
  const active = open ? shown[pointer] : undefined;

  const toggle = (id: MultiSelectValue, onlyAdd = false) => {
    const option = options.find((o) => o.value === id);
    if (option?.disabled) return;
    if (value.includes(id)) {
      if (!onlyAdd) onChange(value.filter((s) => s !== id));
    } else if (option && !full) onChange([...value, id]);
    setSearchText('');
  };

  const addTag = (text: string) => {
    if (!full && !value.includes(text)) onChange([...value, text]);
    setSearchText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setPointed(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setPointer((p) => (shown.length === 0 ? 0 : (p + step + shown.length) % shown.length));
    } else if (event.key === 'Enter' && open && (active || tag !== undefined)) {
      event.preventDefault();
      if (active) toggle(active.value);
      else if (tag !== undefined) addTag(tag);
    } else if (event.key === 'Tab' && open && pointed && active) {
      toggle(active.value, true);
      setOpen(false);
      setPointed(false);
    } else if (event.key === 'Escape') {
      setOpen(false);
    } else if (event.key === 'Backspace' && search === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  const setSearch = (text: string) => {
    setSearchText(text);
    setOpen(true);
    setPointer(0);
    setPointed(false);
  };
  const close = () => {
    setOpen(false);
    setPointed(false);
  };

  return {
    open,
    setOpen,
    search,
    setSearch,
    close,
    pointer,
    shown,
    full,
    tag,
    active,
    toggle,
    onKeyDown,
  };
}
