/**
 * JSON in the tab's sessionStorage: it outlives a reload and Back/Forward but not the tab, and a
 * browser that refuses storage (private mode, a full quota) only loses the convenience.
 */
export const tabStorage = {
  read<T>(key: string): T | undefined {
    try {
      const raw = window.sessionStorage.getItem(key);
      return raw ? (JSON.parse(raw) as T) : undefined;
    } catch {
      return undefined;
    }
  },
  write(key: string, value: unknown): void {
    try {
      window.sessionStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Storage refused: the page keeps working without it.
    }
  },
  remove(key: string): void {
    try {
      window.sessionStorage.removeItem(key);
    } catch {
      // As above.
    }
  },
};
