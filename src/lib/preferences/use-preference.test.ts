import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { fakeDriver, fakeForage } from './fake-forage';
import { createPreferencesStore } from './preferences-store';
import { usePreference, usePreferencesLoaded } from './use-preference';

beforeEach(() => fakeDriver.reset());

describe('usePreference', () => {
  it('reads the default until the store has loaded, then the stored value, and re-renders on change', async () => {
    fakeDriver.data.set('storeVersion', 1);
    fakeDriver.data.set('compactView', true);
    const store = createPreferencesStore({ forage: fakeForage() });
    const { result } = renderHook(() => ({
      loaded: usePreferencesLoaded(store),
      compact: usePreference('compactView', store),
    }));
    expect(result.current.compact[0]).toBe(false);
    // The hook starts the load itself.
    await waitFor(() => expect(result.current.loaded).toBe(true));
    expect(result.current.compact[0]).toBe(true);
    act(() => result.current.compact[1](false));
    expect(result.current.compact[0]).toBe(false);
    await waitFor(() => expect(fakeDriver.data.get('compactView')).toBe(false));
  });
});
