import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { defineFakeDriver, FAKE_DRIVER, fakeDriver } from './fake-forage-driver';
import { createForage } from './forage';
import { createPreferencesStore } from './preferences-store';
import { usePreference, usePreferencesLoaded } from './use-preference';

beforeAll(defineFakeDriver);
beforeEach(() => fakeDriver.reset());

describe('usePreference', () => {
  it('reads the default until the store has loaded, then the stored value, and re-renders on change', async () => {
    fakeDriver.data.set('storeVersion', 1);
    fakeDriver.data.set('compactView', true);
    const store = createPreferencesStore({ forage: createForage({ driver: FAKE_DRIVER }) });
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
