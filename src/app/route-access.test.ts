import { describe, expect, it } from 'vitest';

import { type AccessContext, assertAccess, canAccess, GuardError } from './route-access';

const guest: AccessContext = { authenticated: false, language: 'en', restrictedMode: false };
const player: AccessContext = { ...guest, authenticated: true };

describe('route access rule', () => {
  it('lets everyone through a route without rules', () => {
    expect(canAccess(undefined, guest)).toBe(true);
    expect(canAccess({}, player)).toBe(true);
  });

  it('blocks a guest-only route for a logged-in player', () => {
    expect(canAccess({ guestOnly: true }, guest)).toBe(true);
    expect(canAccess({ guestOnly: true }, player)).toBe(false);
  });

  it('blocks an auth-only route for a guest', () => {
    expect(canAccess({ authOnly: true }, player)).toBe(true);
    expect(canAccess({ authOnly: true }, guest)).toBe(false);
  });

  it('blocks a route whose allowed languages do not include the current one', () => {
    expect(canAccess({ languages: ['en', 'ru'] }, guest)).toBe(true);
    expect(canAccess({ languages: ['ru'] }, guest)).toBe(false);
    expect(canAccess({ languages: [] }, guest)).toBe(false);
  });

  it('applies restricted-mode flags only in restricted mode', () => {
    const restricted = { ...guest, restrictedMode: true };
    expect(canAccess({ restricted: 'hide' }, guest)).toBe(true);
    expect(canAccess({ restricted: 'hide' }, restricted)).toBe(false);
    expect(canAccess({ restricted: 'hide' }, { ...restricted, authenticated: true })).toBe(false);
    expect(canAccess({ restricted: 'auth' }, restricted)).toBe(false);
    expect(canAccess({ restricted: 'auth' }, { ...restricted, authenticated: true })).toBe(true);
  });

  it("throws the spec's guard error when blocked", () => {
    expect(() => assertAccess({ authOnly: true }, guest)).toThrow(GuardError);
    expect(() => assertAccess({ authOnly: true }, guest)).toThrow(
      'filterAuthorized: access denied',
    );
    expect(() => assertAccess({ authOnly: true }, player)).not.toThrow();
  });
});
