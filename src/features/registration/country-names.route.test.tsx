import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderApp } from '@/app/testing/render-app';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await app?.server.close();
  app = undefined;
});

describe('country names on the registration form', () => {
  it('are in the page’s language: Kazakh on the Kazakh page', async () => {
    app = await renderApp('/kk/registration?type=short_reg', { host: 'kz.localhost:8080' });
    expect(await screen.findByRole('button', { name: /Қазақстан$/ })).toBeInTheDocument();
    expect(screen.queryByText('Kazakhstan')).toBeNull();
  });
});
