// Browser-only: scripts are added to the page's document by actors and effects.
const loaded = new Map<string, Promise<void>>();

/**
 * Loads a script once (per src and attributes); a failure rejects with an error naming the
 * resource (and may be retried). Attributes (e.g. data-*) configure scripts that read their tag.
 */
export function loadScript(
  src: string,
  doc: Document = document,
  attributes: Readonly<Record<string, string>> = {},
): Promise<void> {
  const key = Object.keys(attributes).length > 0 ? `${src} ${JSON.stringify(attributes)}` : src;
  const known = loaded.get(key);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      loaded.delete(key);
      reject(new Error(`script ${src} failed to load`));
    };
    doc.head.append(script);
  });
  loaded.set(key, promise);
  return promise;
}
