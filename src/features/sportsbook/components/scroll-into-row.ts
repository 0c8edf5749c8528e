/**
 * A callback ref for the current item of a row that scrolls sideways (the promoted sections, a
 * section's views): on a narrow screen it may be past the row's end, so it is scrolled into view.
 */
export const scrollIntoRow = (item: HTMLElement | null) =>
  item?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
