/**
 * Which addresses may deliver YooKassa notifications. YooKassa does not sign its HTTP
 * notifications, so the source address is the only thing that tells a real one from a forged
 * one; the webhook handler still re-reads every payment from the API before granting anything,
 * so this list is a filter against noise, not the sole line of defence.
 */
import { BlockList, isIP } from 'node:net';

/**
 * The notification sources YooKassa publishes (yookassa.ru/developers/using-api/webhooks,
 * "IP addresses"). Kept as the default of YOOKASSA_WEBHOOK_TRUSTED so a change on their side is
 * a configuration change on ours, not a release.
 */
export const YOOKASSA_NETWORKS: readonly string[] = [
  '185.71.76.0/27',
  '185.71.77.0/27',
  '77.75.153.0/25',
  '77.75.156.11',
  '77.75.156.35',
  '77.75.154.128/25',
  '2a02:5180::/32',
];

type Family = 'ipv4' | 'ipv6';

function familyOf(address: string): Family | undefined {
  const version = isIP(address);
  if (version === 4) return 'ipv4';
  if (version === 6) return 'ipv6';
  return undefined;
}

interface Network {
  address: string;
  prefix: number;
  family: Family;
}

/** Parses one 'address' or 'address/prefix' entry; undefined when it is not one. */
function parseNetwork(entry: string): Network | undefined {
  const match = /^([^/]+)(?:\/(\d{1,3}))?$/.exec(entry);
  if (!match?.[1]) return undefined;
  const address = match[1];
  const family = familyOf(address);
  // Zone ids ('fe80::1%eth0') name a local interface: meaningless in an allow-list.
  if (!family || address.includes('%')) return undefined;
  const max = family === 'ipv4' ? 32 : 128;
  const prefix = match[2] === undefined ? max : Number(match[2]);
  if (prefix > max) return undefined;
  return { address, prefix, family };
}

/**
 * Parses a comma-separated list of IPv4/IPv6 addresses and CIDR blocks (YOOKASSA_WEBHOOK_TRUSTED).
 * Blank entries are skipped (a trailing comma is harmless); anything else that is not an
 * address or a block throws, naming the entry, so a typo stops the server at start-up instead of
 * silently dropping every notification.
 */
export function parseCidrList(text: string): string[] {
  const entries = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (entries.length === 0) throw new Error('must list at least one IP address or CIDR block');
  for (const entry of entries) {
    if (!parseNetwork(entry)) {
      throw new Error(`"${entry}" is not an IP address or CIDR block (e.g. 185.71.76.0/27, 2a02:5180::/32)`);
    }
  }
  return entries;
}

/** A compiled allow-list; build it once per list when checking many addresses. */
export function createAddressMatcher(cidrs: readonly string[]): (ip: string) => boolean {
  const list = new BlockList();
  for (const cidr of cidrs) {
    const network = parseNetwork(cidr);
    if (!network) throw new Error(`"${cidr}" is not an IP address or CIDR block`);
    list.addSubnet(network.address, network.prefix, network.family);
  }
  return (ip) => {
    const family = familyOf(ip);
    if (!family || ip.includes('%')) return false;
    // BlockList matches IPv4-mapped IPv6 ('::ffff:185.71.76.5', what a dual-stack socket
    // reports for an IPv4 peer) against IPv4 rules; the tests pin that behaviour.
    return list.check(ip, family);
  };
}

const compiled = new WeakMap<readonly string[], (ip: string) => boolean>();

/**
 * True when `ip` (IPv4, IPv6 or IPv4-mapped IPv6) lies in one of `cidrs`. Anything that is not
 * an address (undefined, '', 'unknown') is outside. The compiled list is cached per array, so
 * passing the configuration's array on every request costs one lookup.
 */
export function isAddressIn(ip: string | undefined, cidrs: readonly string[]): boolean {
  if (!ip) return false;
  let matcher = compiled.get(cidrs);
  if (!matcher) {
    matcher = createAddressMatcher(cidrs);
    compiled.set(cidrs, matcher);
  }
  return matcher(ip);
}
