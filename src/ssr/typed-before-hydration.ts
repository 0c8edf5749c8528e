/**
 * What a player typed into the platform's rendered page before its script ran.
 *
 * React hydrates a controlled input without touching what the browser shows (the typed text
 * stays) but its state keeps the value it rendered, and it records the typed text as the input's
 * current value, so no change is ever reported: the page shows "player@example.com" while the
 * form holds "" (its Log in button stays disabled, or it would submit nothing). Once the page has
 * hydrated, each field whose shown value differs from what React rendered into it is handed to
 * React again as a change — the way the player's own typing would have been.
 */

type Field = HTMLInputElement | HTMLTextAreaElement;

const CHECKABLE = new Set(['checkbox', 'radio']);

/** The element's own (prototype) setter: it sets the shown value without React's tracker noticing. */
function setUntracked(field: Field, value: string) {
  const proto =
    field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
}

/** The fields under `root` the player changed before hydration: shown value ≠ rendered value. */
export function fieldsTypedBeforeHydration(root: ParentNode): Field[] {
  const fields = [...root.querySelectorAll<Field>('input, textarea')];
  return fields.filter((field) => {
    if (field.disabled || (field instanceof HTMLInputElement && field.type === 'hidden'))
      return false;
    if (field instanceof HTMLInputElement && CHECKABLE.has(field.type))
      return field.checked !== field.defaultChecked;
    return field.value !== field.defaultValue;
  });
}

/**
 * Replays each changed field as an input (text) or a click (checkbox, radio) after resetting what
 * React believes is shown to what it rendered, so its change detection sees the player's value.
 * Returns how many fields were handed over.
 */
export function replayTypedBeforeHydration(root: ParentNode): number {
  const typed = fieldsTypedBeforeHydration(root);
  for (const field of typed) {
    if (field instanceof HTMLInputElement && CHECKABLE.has(field.type)) {
      const wanted = field.checked;
      // Through the instance (React's tracker sees it), back to the opposite; the click toggles it.
      field.checked = !wanted;
      field.click();
      continue;
    }
    const wanted = field.value;
    field.value = field.defaultValue;
    setUntracked(field, wanted);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  return typed.length;
}
