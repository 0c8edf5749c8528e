import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { WebSocket, WebSocketServer } from 'ws';

/** The inspection messages `createWebSocketInspector` sends (the fields the relay reads). */
interface InspectionMessage {
  readonly type?: string;
  readonly name?: string;
  readonly sessionId?: string;
  readonly parentId?: string;
  readonly event?: { readonly type?: string };
  readonly snapshot?: { readonly value?: unknown; readonly status?: string };
}

const KEEP = 500;

/** A line a person reads in the terminal for an inspection message, or undefined for noise. */
export function describeMessage(
  message: InspectionMessage,
  names: Map<string, string>,
): string | undefined {
  const who = (id = '?') => `${names.get(id) ?? 'actor'} (${id})`;
  if (message.type === '@xstate.actor' && message.sessionId) {
    names.set(message.sessionId, message.name ?? message.sessionId);
    return `+ ${who(message.sessionId)} started${message.parentId ? ` by ${who(message.parentId)}` : ''}`;
  }
  if (
    message.type === '@xstate.snapshot' &&
    message.sessionId &&
    message.snapshot &&
    'value' in message.snapshot
  ) {
    const state = JSON.stringify(message.snapshot.value);
    const status =
      message.snapshot.status && message.snapshot.status !== 'active'
        ? ` (${message.snapshot.status})`
        : '';
    return `  ${who(message.sessionId)} ${message.event?.type ?? '?'} → ${state}${status}`;
  }
  return undefined;
}

/** The relay's own page: a live list of actors, events and states, with no network beyond the relay. */
const VIEWER = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Betframe inspector</title>
<style>body{font:14px system-ui,sans-serif;margin:1rem;background:#111;color:#eee}table{border-collapse:collapse;width:100%}td,th{padding:.25rem .5rem;border-bottom:1px solid #333;text-align:start;vertical-align:top}code{color:#9cf}</style>
</head><body><h1>Betframe inspector</h1><p id="status" role="status">connecting…</p>
<table><thead><tr><th>actor</th><th>event</th><th>state after</th></tr></thead><tbody id="log"></tbody></table>
<script>
const names = new Map();
const log = document.getElementById('log');
const status = document.getElementById('status');
const ws = new WebSocket('ws://' + location.host);
ws.onopen = () => { status.textContent = 'connected: open the app with ?inspect=ws'; };
ws.onclose = () => { status.textContent = 'relay closed'; };
ws.onmessage = (message) => {
  const e = JSON.parse(message.data);
  if (e.type === '@xstate.actor') names.set(e.sessionId, e.name);
  if (e.type !== '@xstate.snapshot' || !e.snapshot || !('value' in e.snapshot)) return;
  const row = log.insertRow(0);
  for (const text of [(names.get(e.sessionId) || 'actor') + ' (' + e.sessionId + ')', e.event && e.event.type, JSON.stringify(e.snapshot.value)]) {
    const cell = row.insertCell(); const code = document.createElement('code'); code.textContent = text; cell.append(code);
  }
};
</script></body></html>`;

/**
 * A local inspector relay: the app (`?inspect=ws`) sends inspection messages over WebSocket; the
 * relay passes them to every other client (its own viewer page, or a Stately inspector bridge),
 * replays the last ones to late joiners, and reports each to `log` as a readable line.
 */
export async function startInspectorRelay({
  port,
  log,
}: {
  port: number;
  log: (line: string) => void;
}) {
  const http = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(VIEWER);
  });
  const wss = new WebSocketServer({ server: http });
  const recent: string[] = [];
  const names = new Map<string, string>();
  wss.on('connection', (socket) => {
    for (const message of recent) socket.send(message);
    socket.on('message', (data: Buffer) => {
      const text = data.toString();
      recent.push(text);
      if (recent.length > KEEP) recent.shift();
      for (const client of wss.clients)
        if (client !== socket && client.readyState === WebSocket.OPEN) client.send(text);
      try {
        const line = describeMessage(JSON.parse(text) as InspectionMessage, names);
        if (line) log(line);
      } catch {
        log(`  (unreadable message: ${text.slice(0, 80)})`);
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(port, 'localhost', resolve);
  });
  return {
    port: (http.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close();
        http.close(() => resolve());
      }),
  };
}
