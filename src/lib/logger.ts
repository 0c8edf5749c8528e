/** The app's one logging point; failures that must not break the page are reported here. */
export const logger = {
  warn(message: string, detail?: unknown): void {
    console.warn(`[betframe] ${message}`, ...(detail === undefined ? [] : [detail]));
  },
  error(message: string, detail?: unknown): void {
    console.error(`[betframe] ${message}`, ...(detail === undefined ? [] : [detail]));
  },
};
