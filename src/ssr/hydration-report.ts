/** The words the e2e suite watches for: any report of a page that did not match its server render. */
export const HYDRATION_REPORT = 'hydration mismatch';
