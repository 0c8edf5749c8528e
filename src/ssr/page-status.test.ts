import { createStaticHandler, data } from 'react-router';
import { describe, expect, it } from 'vitest';

import { GuardError } from '@/app/route-access';

import { pageStatus } from './page-status';

const query = (loader: () => unknown) =>
  createStaticHandler([{ path: '/', loader, ErrorBoundary: () => null }]).query(
    new Request('http://localhost/'),
  );

describe('pageStatus', () => {
  it('answers 403 for a page the route guard refuses, and the router status otherwise', async () => {
    const refused = await query(() => {
      throw new GuardError();
    });
    const missing = await query(() => {
      throw data(null, { status: 404 });
    });
    const broken = await query(() => {
      throw new Error('down');
    });
    const fine = await query(() => null);
    const statuses = [refused, missing, broken, fine].map((context) =>
      context instanceof Response ? context.status : pageStatus(context),
    );
    expect(statuses).toEqual([403, 404, 500, 200]);
  });
});
