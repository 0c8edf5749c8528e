import { useState } from 'react';

/** A piece for lazy-piece's test: a text and a counter whose state would not survive a remount. */
export function Greeting({ name }: { name: string }) {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks((n) => n + 1)}>
      Hello {name}, {clicks} clicks
    </button>
  );
}
