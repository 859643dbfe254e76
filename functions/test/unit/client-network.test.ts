// The network a client address counts under for the card-testing limits: an IPv6 /64 is one
// budget, an IPv4 address (however written) is itself.
import { describe, expect, it } from 'vitest';
import { clientNetworkOf } from '../../src/domain/pledges/client-network';

describe('clientNetworkOf', () => {
  it('keeps an IPv4 address as itself', () => {
    expect(clientNetworkOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetworkOf('203.0.113.8')).toBe('203.0.113.8');
  });

  it('groups every address of one IPv6 /64 together, whatever its spelling', () => {
    const network = '2001:db8:0:1::/64';
    expect(clientNetworkOf('2001:db8:0:1::1')).toBe(network);
    expect(clientNetworkOf('2001:0DB8:0000:0001:ffff:ffff:ffff:fffe')).toBe(network);
    expect(clientNetworkOf('2001:db8::1:a:b:c:d')).toBe(network);
    expect(clientNetworkOf('2001:db8:0:1::1.2.3.4')).toBe(network);
    expect(clientNetworkOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('keeps neighbouring /64s apart', () => {
    expect(clientNetworkOf('2001:db8:0:2::1')).toBe('2001:db8:0:2::/64');
    expect(clientNetworkOf('2001:db8:0:2::1')).not.toBe(clientNetworkOf('2001:db8:0:1::1'));
  });

  it('reads an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(clientNetworkOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetworkOf('::ffff:cb00:7107')).toBe('203.0.113.7');
  });
});
