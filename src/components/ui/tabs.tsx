import { type KeyboardEvent, useEffect, useRef } from 'react';

interface TabsProps<T extends string> {
  readonly types: readonly T[];
  readonly active?: T;
  readonly label: string;
  /** Tab ids are `${idPrefix}-tab-${type}`. */
  readonly idPrefix: string;
  readonly panelId: string;
  readonly disabled: boolean;
  readonly caption: (type: T) => string;
  readonly icon?: (type: T) => string;
  readonly onSelect: (type: T) => void;
}

/**
 * Tabs that select as they move (ARIA tabs: arrows, Home and End move and select; mirrored right
 * to left), in one row that scrolls sideways when they do not fit (a phone with eight types): the
 * selected tab is scrolled into view.
 */
export function Tabs<T extends string>({
  types,
  active,
  label,
  idPrefix,
  panelId,
  disabled,
  caption,
  icon,
  onSelect,
}: TabsProps<T>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const list = useRef<HTMLDivElement>(null);
  const activeIndex = active === undefined ? -1 : types.indexOf(active);
  useEffect(() => {
    const tab = refs.current[activeIndex]?.getBoundingClientRect();
    const box = list.current?.getBoundingClientRect();
    if (!tab || !box) return;
    // Only the list scrolls, never the page; a difference of edges works in either direction.
    const left = tab.left < box.left ? tab.left - box.left : Math.max(0, tab.right - box.right);
    if (left !== 0) list.current?.scrollBy?.({ left });
  }, [activeIndex]);
  if (types.length < 2) return null;
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = types.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    // Right-to-left pages read the arrows mirrored.
    const rtl =
      document.documentElement.dir === 'rtl' &&
      (event.key === 'ArrowRight' || event.key === 'ArrowLeft');
    const target = rtl ? index - (next - index) : next;
    const wrapped = (target + types.length) % types.length;
    const type = types[wrapped];
    if (type) {
      onSelect(type);
      refs.current[wrapped]?.focus();
    }
  };
  return (
    <div ref={list} className="tabs" role="tablist" aria-label={label}>
      {types.map((type, index) => (
        <button
          key={type}
          ref={(el) => {
            refs.current[index] = el;
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${type}`}
          aria-selected={type === active}
          aria-controls={panelId}
          tabIndex={type === active ? 0 : -1}
          disabled={disabled && type !== active}
          data-icon={icon?.(type)}
          onClick={() => onSelect(type)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {caption(type)}
        </button>
      ))}
    </div>
  );
}
