import type { ComponentPropsWithRef } from 'react';

/** What the booking code's field fixes itself: a code is at most 12 letters and digits. */
type Fixed = 'type' | 'dir' | 'autoComplete' | 'spellCheck' | 'maxLength';

/**
 * The booking code's text field: the same element in the light empty slip and the full one, so
 * the swap between them moves nothing and the two cannot drift apart.
 */
export function BookingCodeInput(props: Omit<ComponentPropsWithRef<'input'>, Fixed>) {
  return (
    <input type="text" dir="ltr" autoComplete="off" spellCheck={false} maxLength={12} {...props} />
  );
}
