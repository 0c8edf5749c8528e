import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/lib/api-client/errors';

import { MAINTENANCE_GROUP } from './notification-store';
import { reportMaintenance } from './report-maintenance';

describe('reportMaintenance', () => {
  it('raises the maintenance alert for a 503 answer and nothing for other failures', () => {
    const show = vi.fn(() => 'id');
    reportMaintenance(new ApiError({ status: 500, url: '/x' }), show);
    reportMaintenance(new ApiError({ status: 403, url: '/x' }), show);
    expect(show).not.toHaveBeenCalled();
    reportMaintenance(new ApiError({ status: 503, url: '/x' }), show);
    expect(show).toHaveBeenCalledWith({
      kind: 'warning',
      text: 'notification_maintenance',
      group: MAINTENANCE_GROUP,
    });
  });
});
