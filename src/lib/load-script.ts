const loaded = new Map<string, Promise<void>>();

/** Loads a script once; a failure rejects with an error naming the resource (and may be retried). */
export function loadScript(src: string, doc: Document = document): Promise<void> {
  const known = loaded.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      loaded.delete(src);
      reject(new Error(`script ${src} failed to load`));
    };
    doc.head.append(script);
  });
  loaded.set(src, promise);
  return promise;
}
