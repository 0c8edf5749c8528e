/** A 1×1 transparent GIF: what a settings-driven image shows when its media fails to load (spec §8). */
export const PLACEHOLDER_PIXEL =
  'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
