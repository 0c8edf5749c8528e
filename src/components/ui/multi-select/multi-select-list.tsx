import {
  defaultRangeExtractor,
  observeElementRect,
  type Range,
  useVirtualizer,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef } from 'react';

import type { MultiSelectOption, MultiSelectValue } from './multi-select-model';

interface MultiSelectListProps {
  readonly id: string;
  readonly open: boolean;
  readonly options: readonly MultiSelectOption[];
  readonly value: readonly MultiSelectValue[];
  readonly pointer: number;
  readonly full: boolean;
  readonly maxHeight: number;
  readonly optionHeight: number;
  readonly overscan: number;
  /** Shown instead of options when there are none (no match, empty list, create a tag). */
  readonly emptyText: string;
  readonly selectedText: string;
  readonly onPick: (value: MultiSelectValue) => void;
}

/** id of the option element at an index (the combobox points at it with aria-activedescendant). */
export const optionId = (listId: string, index: number) => `${listId}-${index}`;

/**
 * The listbox of a multi-select, virtualised: only the rows in view plus a buffer exist in the
 * DOM, and the pointed row always does (aria-activedescendant must name a rendered element).
 */
export function MultiSelectList({
  id,
  open,
  options,
  value,
  pointer,
  full,
  maxHeight,
  optionHeight,
  overscan,
  emptyText,
  selectedText,
  onPick,
}: MultiSelectListProps) {
  const scroller = useRef<HTMLUListElement>(null);
  // A new extractor per pointer makes the virtualizer recompute its rows when only the pointer moved.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (pointer < range.count && !indexes.includes(pointer)) indexes.push(pointer);
      return indexes.sort((a, b) => a - b);
    },
    [pointer],
  );
  // The app does not run the React Compiler; the virtualizer re-renders this list itself.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer: Virtualizer<HTMLUListElement, HTMLLIElement> = useVirtualizer({
    count: options.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => optionHeight,
    overscan,
    rangeExtractor,
    // A closed (hidden) list measures 0 px: plan for its full height so it opens ready.
    observeElementRect: (instance, cb) =>
      observeElementRect(instance, (rect) =>
        cb(rect.height > 0 ? rect : { width: rect.width, height: maxHeight }),
      ),
  });

  useEffect(() => {
    if (open && pointer < options.length) virtualizer.scrollToIndex(pointer, { align: 'auto' });
  }, [open, pointer, options.length, virtualizer]);

  return (
    <ul
      ref={scroller}
      id={id}
      role="listbox"
      aria-multiselectable="true"
      hidden={!open}
      className="multi-select__list"
      style={{ maxHeight, position: 'relative' }}
    >
      {options.length === 0 ? (
        <li role="presentation" className="multi-select__empty">
          {emptyText}
        </li>
      ) : (
        <li
          role="presentation"
          className="multi-select__spacer"
          style={{ height: virtualizer.getTotalSize() }}
        />
      )}
      {virtualizer.getVirtualItems().map((item) => {
        const option = options[item.index];
        if (!option) return null;
        const selected = value.includes(option.value);
        return (
          <li
            key={String(option.value)}
            id={optionId(id, item.index)}
            role="option"
            aria-selected={selected}
            aria-disabled={option.disabled || (full && !selected) || undefined}
            aria-setsize={options.length}
            aria-posinset={item.index + 1}
            className={
              item.index === pointer ? 'multi-select__option is-active' : 'multi-select__option'
            }
            style={{ height: optionHeight, transform: `translateY(${item.start}px)` }}
            onMouseDown={(event) => {
              event.preventDefault();
              onPick(option.value);
            }}
          >
            {option.label}
            {selected && (
              // aria-selected says it to assistive technology; this is for the eye.
              <span className="multi-select__mark" aria-hidden="true">
                {selectedText}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
