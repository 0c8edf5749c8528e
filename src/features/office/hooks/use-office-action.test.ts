import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/lib/api-client/errors';

import { useOfficeAction } from './use-office-action';

/** A promise the test settles when it wants. */
function deferred<T>() {
  let settle!: (value: T) => void;
  let fail!: (error: unknown) => void;
  const promise = new Promise<T>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  return { promise, settle, fail };
}

describe('useOfficeAction', () => {
  it('is busy while the action runs, sends a second press nowhere, then says what it did', async () => {
    const { result } = renderHook(() => useOfficeAction());
    const call = deferred<string>();
    const action = vi.fn(() => call.promise);
    const settle = vi.fn();
    let first!: Promise<void>;
    act(() => {
      first = result.current.run(action, settle);
    });
    expect(result.current.busy).toBe(true);
    await act(() => result.current.run(action, settle));
    expect(action).toHaveBeenCalledTimes(1);
    expect(settle).not.toHaveBeenCalled();

    await act(async () => {
      call.settle('Done.');
      await first;
    });
    expect(result.current).toMatchObject({ busy: false, done: 'Done.', problem: undefined });
    expect(settle).toHaveBeenCalledTimes(1);
  });

  it("keeps the platform's refusal as a problem, clears it on the next run, and settles either way", async () => {
    const { result } = renderHook(() => useOfficeAction());
    const settle = vi.fn();
    const refusal = new ApiError({
      status: 422,
      url: '/x',
      body: { message: 'error_validation', validation_errors: { amount: ['error_amount_low'] } },
    });
    await act(() => result.current.run(() => Promise.reject(refusal), settle));
    expect(result.current).toMatchObject({
      busy: false,
      done: undefined,
      problem: { key: 'error_amount_low', field: 'amount' },
    });
    expect(settle).toHaveBeenCalledTimes(1);

    await act(() => result.current.run(() => Promise.resolve()));
    expect(result.current).toMatchObject({ busy: false, done: undefined, problem: undefined });
  });
});
