import { execFileSync } from 'node:child_process';

/**
 * The code Debian's oathtool (an authenticator independent of ours) shows for a base32 secret at a
 * time. scripts/test-all.sh installs it.
 */
export function oathtool(secret: string, at: Date = new Date()): string {
  try {
    return execFileSync(
      'oathtool',
      [
        '--totp',
        '-b',
        secret,
        '--now',
        at
          .toISOString()
          .replace('T', ' ')
          .replace(/\.\d+Z$/, ' UTC'),
      ],
      { encoding: 'utf8' },
    ).trim();
  } catch (error) {
    throw new Error(
      `oathtool is needed for this test (apt-get install oathtool): ${(error as Error).message}`,
    );
  }
}
