/**
 * Puts cookies in a Chromium's cookie jar over the DevTools protocol before Lighthouse opens the
 * page. A Cookie header alone (Lighthouse's extraHeaders) reaches the platform but not
 * document.cookie, and the app reads its readable sign-in hint there before asking for a token:
 * with the header alone the office sends the player to log in.
 */
import WebSocket from 'ws';

export interface Cookie {
  readonly name: string;
  readonly value: string;
  readonly httpOnly?: boolean;
}

export async function setBrowserCookies(
  port: number,
  url: string,
  cookies: readonly Cookie[],
): Promise<void> {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('Chromium did not set the cookies')), 10_000);
      socket.once('error', reject);
      socket.once('open', () => {
        const params = {
          cookies: cookies.map((c) => ({ ...c, url, path: '/', httpOnly: c.httpOnly ?? false })),
        };
        socket.send(JSON.stringify({ id: 1, method: 'Storage.setCookies', params }));
      });
      // Text frames: DevTools sends JSON as text, so `data` is one Buffer.
      socket.on('message', (data: Buffer) => {
        const reply = JSON.parse(data.toString('utf8')) as {
          id?: number;
          error?: { message: string };
        };
        if (reply.id !== 1) return;
        clearTimeout(timer);
        if (reply.error) reject(new Error(`Storage.setCookies: ${reply.error.message}`));
        else resolve();
      });
    });
  } finally {
    socket.close();
  }
}
