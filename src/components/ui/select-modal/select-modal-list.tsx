import type { KeyboardEvent, ReactNode, Ref } from 'react';

import type { SelectModalOption } from './select-modal-search';

interface SelectModalListProps<T extends SelectModalOption> {
  readonly id: string;
  readonly label: string;
  readonly options: readonly T[];
  readonly active: number;
  readonly busy: boolean;
  /** Placeholder rows at the end (the first page, or the next one, is loading). */
  readonly skeletons: number;
  readonly listRef: Ref<HTMLUListElement>;
  readonly sentinelRef: Ref<HTMLLIElement>;
  readonly showSentinel: boolean;
  readonly onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  readonly onPick: (option: T) => void;
  readonly onPoint: (index: number) => void;
  readonly renderOption?: (option: T) => ReactNode;
}

/** id of the option element at an index (aria-activedescendant names it). */
export const selectOptionId = (listId: string, index: number) => `${listId}-${index}`;

/** The select modal's listbox: options, skeleton rows while loading, the infinite-scroll sentinel. */
export function SelectModalList<T extends SelectModalOption>({
  id,
  label,
  options,
  active,
  busy,
  skeletons,
  listRef,
  sentinelRef,
  showSentinel,
  onKeyDown,
  onPick,
  onPoint,
  renderOption,
}: SelectModalListProps<T>) {
  return (
    <ul
      ref={listRef}
      id={id}
      role="listbox"
      aria-label={label}
      aria-busy={busy || undefined}
      aria-activedescendant={options[active] ? selectOptionId(id, active) : undefined}
      tabIndex={0}
      className="select-modal__list"
      onKeyDown={onKeyDown}
    >
      {options.map((option, index) => (
        // Keys are handled by the listbox (aria-activedescendant), the click is the pointer's way.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events
        <li
          key={String(option.id)}
          id={selectOptionId(id, index)}
          role="option"
          aria-selected={option.checked === true}
          aria-disabled={option.disabled || undefined}
          className={index === active ? 'select-modal__option is-active' : 'select-modal__option'}
          onClick={() => onPick(option)}
          onMouseMove={() => onPoint(index)}
        >
          {renderOption ? renderOption(option) : option.name}
        </li>
      ))}
      {Array.from({ length: skeletons }, (_, index) => (
        <li
          key={`skeleton-${index}`}
          className="select-modal__skeleton"
          aria-hidden="true"
          data-testid="select-modal-skeleton"
        />
      ))}
      {showSentinel && (
        <li ref={sentinelRef} aria-hidden="true" className="select-modal__sentinel" />
      )}
    </ul>
  );
}
