const KEY = 'betframe.qa';

/**
 * Whether QA mode is on for this tab: `?qa=1` turns it on (kept for the tab's session, so it
 * survives reloads and round trips to a bank or a provider), `?qa=0` off. Callers check the
 * build first (`import.meta.env.DEV || import.meta.env.VITE_QA === '1'`) so that a production
 * build carries none of it.
 */
export function qaModeOn(url: URL, storage: Storage | undefined): boolean {
  const asked = url.searchParams.get('qa');
  try {
    if (asked === '1') storage?.setItem(KEY, '1');
    if (asked === '0') storage?.removeItem(KEY);
    return asked === '1' || (asked !== '0' && storage?.getItem(KEY) === '1');
  } catch {
    return asked === '1';
  }
}

/** Which development inspector `?inspect=` asks for: `ws` (local relay, port optional) or `stately` (hosted). */
export function inspectorRequest(
  url: URL,
): { kind: 'ws'; port: number } | { kind: 'stately' } | undefined {
  const asked = url.searchParams.get('inspect');
  if (asked === 'stately') return { kind: 'stately' };
  const ws = /^ws(?::(\d{2,5}))?$/.exec(asked ?? '');
  return ws ? { kind: 'ws', port: Number(ws[1] ?? 8089) } : undefined;
}
