// The network a client address counts under for the card-testing limits. One IPv6 subscriber gets a
// whole /64 (often far more) and picks a fresh address from it at will, so counting each IPv6
// address apart would give a script 2^64 budgets; an IPv4 address is one budget (many people may
// share it behind a NAT, which is why the limits lead to a captcha rather than a lockout).
import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (an embedded dotted IPv4 tail taken as two). */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const parse = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [Number.parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [a * 256 + b, c * 256 + d];
        });
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  const zeros: number[] = new Array<number>(8 - front.length - back.length).fill(0);
  return [...front, ...zeros, ...back];
}

/**
 * `203.0.113.7` for an IPv4 address (also when written IPv4-mapped, `::ffff:203.0.113.7`),
 * `2001:db8:0:1::/64` for any address of that IPv6 /64. Anything else is kept as given.
 */
export function clientNetworkOf(address: string): string {
  const trimmed = address.trim().toLowerCase();
  if (isIPv4(trimmed)) return trimmed;
  // A zone id (fe80::1%eth0) names an interface, not a network.
  const bare = trimmed.split('%')[0] ?? trimmed;
  if (!isIPv6(bare)) return trimmed;
  const groups = ipv6Groups(bare);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
