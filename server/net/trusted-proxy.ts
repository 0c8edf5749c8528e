import { BlockList, isIP } from 'node:net';

/** Decides whether the address `hop` steps from the platform (0: the connection's peer) is a proxy. */
export type ProxyTrust = (address: string | undefined, hop: number) => boolean;

/** Thrown for a BETFRAME_TRUST_PROXY the platform will not guess about. */
export class TrustProxySettingError extends Error {}

/** Names for the usual private ranges, as proxy-addr (and so express and fastify) knows them. */
const NAMED_RANGES: Record<string, readonly string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

const NONE = new Set(['', 'false', 'off', '0']);

/** `::ffff:10.0.0.1` (IPv4 on a dual-stack socket) is 10.0.0.1. */
const plain = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');

const family = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

function addEntry(list: BlockList, entry: string, setting: string) {
  const refuse = () => {
    throw new TrustProxySettingError(
      `BETFRAME_TRUST_PROXY: "${entry}" is not an IP address, a subnet (address/prefix) or one of ` +
        `${Object.keys(NAMED_RANGES).join(', ')} (the setting is "${setting}")`,
    );
  };
  const [rawAddress = '', prefixText, extra] = entry.split('/');
  const address = plain(rawAddress);
  if (extra !== undefined || isIP(address) === 0) refuse();
  if (prefixText === undefined) return list.addAddress(address, family(address));
  const prefix = /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : NaN;
  if (!(prefix >= 0 && prefix <= (isIP(address) === 6 ? 128 : 32))) refuse();
  list.addSubnet(address, prefix, family(address));
}

/**
 * BETFRAME_TRUST_PROXY, read once at start. Unset (or `false`, `0`): no proxy — X-Forwarded-*
 * and x-geo-country come from whoever connects, so they are ignored. A comma-separated list of
 * addresses, subnets (`10.0.0.0/8`) and the names loopback, linklocal, uniquelocal: a connection
 * from one of them is a proxy, and so is each earlier hop it names that is one too. A number
 * N: the N nearest hops are proxies whoever they are — only where nothing reaches the platform
 * except through them. `true` ("anyone is a proxy") is refused, as is anything unreadable.
 */
export function proxyTrustFrom(value: string | undefined): ProxyTrust | undefined {
  const text = (value ?? '').trim();
  if (NONE.has(text.toLowerCase())) return undefined;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  if (text.toLowerCase() === 'true')
    throw new TrustProxySettingError(
      'BETFRAME_TRUST_PROXY=true would take X-Forwarded-For and x-geo-country from any caller: ' +
        "list the proxies' addresses or subnets, or give the number of proxies in front",
    );
  const list = new BlockList();
  for (const entry of text.split(',').map((e) => e.trim().toLowerCase())) {
    if (entry === '') continue;
    for (const range of NAMED_RANGES[entry] ?? [entry]) addEntry(list, range, text);
  }
  return (address) => {
    if (!address) return false;
    const a = plain(address);
    return isIP(a) !== 0 && list.check(a, family(a));
  };
}
