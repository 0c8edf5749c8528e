import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Dialog } from '../dialog';
import { SearchBox } from '../search-box';
import { SelectModalList, selectOptionId } from './select-modal-list';
import {
  DEFAULT_SEARCH_FIELDS,
  DEFAULT_SKELETON_COUNT,
  searchOptions,
  type SelectModalOption,
} from './select-modal-search';
import { useLoadMore } from './use-load-more';

export interface SelectModalProps<T extends SelectModalOption> {
  readonly open: boolean;
  readonly title: string;
  readonly options: readonly T[];
  readonly onSelect: (option: T) => void;
  /** Escape, the close button and (by default) a choice call this. */
  readonly onClose: () => void;
  /** Close after a choice (default true). */
  readonly hideAfterSelection?: boolean;
  /** Show a search box (default false). */
  readonly searchable?: boolean;
  readonly searchFields?: readonly (keyof T & string)[];
  readonly searchLabel?: string;
  readonly emptyText?: string;
  readonly closeLabel?: string;
  /** The options are loading: placeholder rows instead (or after the ones there are). */
  readonly loading?: boolean;
  readonly skeletonCount?: number;
  /** Infinite scroll: more options exist; onLoadMore is called when the end comes into view. */
  readonly hasMore?: boolean;
  readonly onLoadMore?: () => unknown;
  readonly renderOption?: (option: T) => ReactNode;
}

/** A modal list to pick one option from: optional search, keyboard, loading rows, infinite scroll. */
export function SelectModal<T extends SelectModalOption>(props: SelectModalProps<T>) {
  const { t } = useTranslation('common');
  const { open, options, onSelect, onClose, hideAfterSelection = true, searchable = false } = props;
  const [query, setQuery] = useState('');
  const [pointer, setPointer] = useState<number | undefined>(undefined);
  const listId = useId();
  const list = useRef<HTMLUListElement>(null);
  const sentinel = useRef<HTMLLIElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const shown = searchOptions(
    options,
    query,
    props.searchFields ?? (DEFAULT_SEARCH_FIELDS as readonly (keyof T & string)[]),
  );
  const checked = shown.findIndex((o) => o.checked);
  const active = Math.min(pointer ?? Math.max(checked, 0), Math.max(shown.length - 1, 0));
  const pending = useLoadMore({
    root: list,
    sentinel,
    enabled: open && !!props.hasMore && !props.loading,
    onLoadMore: props.onLoadMore,
    itemCount: options.length,
  });
  const skeletons = props.loading || pending ? (props.skeletonCount ?? DEFAULT_SKELETON_COUNT) : 0;

  const pick = (option: T) => {
    if (option.disabled) return;
    onSelect(option);
    if (hideAfterSelection) close();
  };
  const close = () => {
    setQuery('');
    setPointer(undefined);
    onClose();
  };
  const point = (index: number) => {
    setPointer(index);
    document.getElementById(selectOptionId(listId, index))?.scrollIntoView?.({ block: 'nearest' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const last = shown.length - 1;
    // Home and End edit the search text; in the list they jump to the ends.
    const inList = event.currentTarget === list.current;
    const to =
      event.key === 'ArrowDown'
        ? Math.min(active + 1, last)
        : event.key === 'ArrowUp'
          ? Math.max(active - 1, 0)
          : event.key === 'Home' && inList
            ? 0
            : event.key === 'End' && inList
              ? last
              : undefined;
    if (to !== undefined && last >= 0) {
      event.preventDefault();
      point(to);
    } else if (event.key === 'Enter') {
      // The modal may sit inside a form: Enter picks, it never submits.
      event.preventDefault();
      if (shown[active]) pick(shown[active]);
    }
  };

  const nothing = shown.length === 0 && skeletons === 0;
  return (
    <Dialog
      open={open}
      title={props.title}
      onClose={close}
      closeLabel={props.closeLabel ?? t('close')}
      initialFocus={searchable ? search : list}
    >
      {searchable && (
        <SearchBox
          inputRef={search}
          label={props.searchLabel ?? t('select_modal_search')}
          labelHidden
          value={query}
          onValueChange={(text) => {
            setQuery(text);
            setPointer(undefined);
          }}
          role="combobox"
          aria-expanded={!nothing}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={shown[active] ? selectOptionId(listId, active) : undefined}
          onKeyDown={onKeyDown}
        />
      )}
      {nothing ? (
        <p className="select-modal__empty" role="status">
          {props.emptyText ?? t('select_modal_empty')}
        </p>
      ) : (
        <SelectModalList
          id={listId}
          label={props.title}
          options={shown}
          active={active}
          busy={skeletons > 0}
          skeletons={skeletons}
          listRef={list}
          sentinelRef={sentinel}
          showSentinel={!!props.hasMore && !props.loading && !pending}
          onKeyDown={onKeyDown}
          onPick={pick}
          onPoint={setPointer}
          renderOption={props.renderOption}
        />
      )}
    </Dialog>
  );
}
