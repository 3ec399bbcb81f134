import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

// Addresses from the documentation ranges (RFC 5737, RFC 3849). The socket is the nearest proxy's connection.
const socket = '10.0.0.2';

describe('clientAddress', () => {
  it.each([
    ['no trusted proxy: the socket, whatever the header says', '198.51.100.1, 203.0.113.7', 0, socket],
    [
      'one proxy that appends: the entry it added, not the one the client sent',
      '198.51.100.1, 203.0.113.7',
      1,
      '203.0.113.7',
    ],
    ['one proxy, a client that sent nothing', '203.0.113.7', 1, '203.0.113.7'],
    ['one proxy, a client that sent several entries', '1.1.1.1, 8.8.8.8, 203.0.113.7', 1, '203.0.113.7'],
    [
      'two proxies (CDN, then nginx): the entry the outer one added',
      '198.51.100.1, 203.0.113.7, 192.0.2.10',
      2,
      '203.0.113.7',
    ],
    ['two proxies, only one entry (the outer one skipped): that entry', '203.0.113.7', 2, '203.0.113.7'],
    ['IPv6', '198.51.100.1, 2001:db8::7', 1, '2001:db8::7'],
    ['spaces and empty entries are ignored', ' 198.51.100.1 ,, 203.0.113.7 ', 1, '203.0.113.7'],
    ['a proxy configured but no header: the socket', undefined, 1, socket],
    ['an entry that is not an address: the socket', '198.51.100.1, unknown', 1, socket],
  ])('%s', (_name, forwardedFor, hops, expected) => {
    expect(clientAddress(socket, forwardedFor, hops)).toBe(expected);
  });
});
