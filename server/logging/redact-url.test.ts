import { describe, expect, it } from 'vitest';

import { errorForLog } from './log-options.ts';
import { redactText, redactUrl } from './redact-url.ts';

describe('redactUrl', () => {
  it('keeps paths and the values of harmless query keys', () => {
    for (const url of [
      '/seo-module-api/api/v2/pagedata?language=en&domain=localhost&section=main',
      '/frontend-api/site-settings?partner=4&country=BR&lang=pt',
      '/web-api/getRegions?country_id=1',
      '/assets/index-BXk3s9_a.js',
      '/assets/settings-validator-Dk3k2a9q2x8a7b6c.js',
      '/web-api/officeapi/sendSmsForTwoFactorActivation',
      '/en/registration?type=pay_and_play',
      '/',
    ])
      expect(redactUrl(url)).toBe(url);
  });

  it('replaces every other query value, and harmless keys whose value is not plain', () => {
    expect(redactUrl('/__dev/outbox?to=%2B77010000001')).toBe('/__dev/outbox?to=[redacted]');
    expect(redactUrl('/web-api/api/internal/v1/user/passwordreset?by=email&login=a%40b.kz&x')).toBe(
      '/web-api/api/internal/v1/user/passwordreset?by=email&login=[redacted]&x',
    );
    expect(redactUrl('/en/activate?token=abc&user_id=7&lang=%3Cscript%3E')).toBe(
      '/en/activate?token=[redacted]&user_id=[redacted]&lang=[redacted]',
    );
    expect(redactUrl('/x?jane%40example.com&type=a+b+c')).toBe('/x?[redacted]&type=[redacted]');
  });

  it('replaces path segments that are tokens, e-mails or phone numbers', () => {
    expect(redactUrl('/puzzle-api/challenge/486d9286-05ad-47de-b312-e89e15af135a/piece.png')).toBe(
      '/puzzle-api/challenge/[redacted]/piece.png',
    );
    expect(redactUrl('/a/YfCP4I-ItTIm65xCqvIFujZqabcVpfz1/b')).toBe('/a/[redacted]/b');
    expect(redactUrl('/t/eyJhbGciOiJIUzI1.eyJzdWIiOiIxIiwi.c2lnbmF0dXJlX2hl')).toBe(
      '/t/[redacted]',
    );
    expect(redactUrl('/u/jane%40example.com/p/%2B7%20701%20000%2000%2001')).toBe(
      '/u/[redacted]/p/[redacted]',
    );
  });

  it('survives malformed encodings and drops the fragment', () => {
    expect(redactUrl('/a%E0%A4%A/b?c=%E0%A4%A#frag')).toBe('/a%E0%A4%A/b?c=[redacted]');
  });
});

describe('redactText', () => {
  it('redacts URLs inside messages, keeping the words and the origin', () => {
    expect(redactText('Route GET:/x?email=a@b.kz not found')).toBe(
      'Route GET:/x?email=[redacted] not found',
    );
    expect(redactText('go to http://localhost:8080/en/activate?token=secret now')).toBe(
      'go to http://localhost:8080/en/activate?token=[redacted] now',
    );
  });
});

describe('errorForLog', () => {
  it('keeps the kind of failure and drops the data a driver attached', () => {
    const error = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      constraint: 'players_email_key',
      detail: 'Key (email)=(jane@example.com) already exists.',
      params: ['jane@example.com', 'scrypt$16384$8$1$salt$hash'],
      query: 'INSERT INTO players (email, password_hash) VALUES ($1, $2)',
      cause: Object.assign(new Error('inner /x?phone=%2B7701'), { body: { phone: '+7701' } }),
    });
    const logged = errorForLog(error);
    expect(logged).toMatchObject({
      type: 'Error',
      code: '23505',
      constraint: 'players_email_key',
      sql: 'INSERT INTO players (email, password_hash) VALUES ($1, $2)',
      cause: { message: 'inner /x?phone=[redacted]' },
    });
    expect(JSON.stringify(logged)).not.toMatch(/jane|scrypt|7701/);
  });

  it('hides the value a data exception quotes', () => {
    const error = Object.assign(new Error('invalid input syntax for type integer: "jane"'), {
      code: '22P02',
    });
    expect(JSON.stringify(errorForLog(error))).not.toContain('jane');
    expect(errorForLog('a string thrown')).toEqual({
      type: 'string',
      message: '[redacted]',
      stack: '',
    });
  });
});
