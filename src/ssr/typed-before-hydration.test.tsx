import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

import { hydratingElement } from './hydrate';
import { fieldsTypedBeforeHydration } from './typed-before-hydration';

function Form({
  seen,
}: {
  seen: (values: { name: string; note: string; remember: boolean }) => void;
}) {
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  const [remember, setRemember] = useState(false);
  seen({ name, note, remember });
  return (
    <form>
      <input aria-label="name" value={name} onChange={(e) => setName(e.target.value)} />
      <textarea aria-label="note" value={note} onChange={(e) => setNote(e.target.value)} />
      <input
        aria-label="remember"
        type="checkbox"
        checked={remember}
        onChange={(e) => setRemember(e.target.checked)}
      />
      <input aria-label="untouched" defaultValue="as rendered" />
    </form>
  );
}

const container = document.createElement('div');
afterEach(() => container.remove());

describe('fields typed into before hydration', () => {
  it('are handed to React as changes once the page hydrates; untouched ones are left alone', async () => {
    let values = { name: '', note: '', remember: false };
    const seen = (v: typeof values) => void (values = v);
    container.innerHTML = renderToString(<Form seen={seen} />);
    document.body.append(container);
    const field = (label: string) =>
      container.querySelector<HTMLInputElement>(`[aria-label=${label}]`) as HTMLInputElement;
    field('name').value = 'Ada';
    (container.querySelector('textarea') as HTMLTextAreaElement).value = 'hello';
    field('remember').checked = true;
    expect(fieldsTypedBeforeHydration(container)).toHaveLength(3);

    let loads = 0;
    const preferences = {
      load: () => {
        loads += 1;
        return Promise.resolve();
      },
    };
    const app = { element: <Form seen={seen} />, services: { preferences } };
    document.documentElement.removeAttribute('data-interactive');
    await act(async () => {
      hydrateRoot(container, hydratingElement(app, container));
    });
    // The stored preferences are read once the page is React's.
    expect(loads).toBe(1);
    // …and the page is marked as its script's (end-to-end tests act after this).
    expect(document.documentElement).toHaveAttribute('data-interactive');
    expect(values).toEqual({ name: 'Ada', note: 'hello', remember: true });
    expect(field('name').value).toBe('Ada');
    expect(field('remember').checked).toBe(true);
    expect(field('untouched').value).toBe('as rendered');
  });
});
