import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderApp } from '@/app/testing/render-app';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await app?.server.close();
  app = undefined;
});

describe('the phone code in right-to-left', () => {
  it('keeps the number’s own direction: "+971", never "971+"', async () => {
    app = await renderApp('/ar/registration?type=full_reg', { host: 'sahara.localhost:8080' });
    await screen.findAllByLabelText(/\+\d+/);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const toggle = document.querySelector('.phone-input__code');
    // An isolate with its own direction: the bidi algorithm cannot move the plus to the other end.
    const code = toggle?.querySelector('bdi[dir="ltr"]');
    expect(code?.textContent).toMatch(/^\+\d{1,3}$/);
    expect(toggle?.textContent?.trim().startsWith(code?.textContent ?? '?')).toBe(true);
  });
});
