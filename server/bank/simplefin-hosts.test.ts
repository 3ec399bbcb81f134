import { describe, expect, it } from 'vitest';
import {
  allowedSimpleFinUrl,
  parseAllowedHost,
  parseAllowedHostList,
  simpleFinAllowedHosts,
  type AllowedHost,
} from './simplefin-hosts';

const bridgeOnly = simpleFinAllowedHosts({ SIMPLEFIN_ALLOWED_HOSTS: [] });
const withStandIn = simpleFinAllowedHosts({
  SIMPLEFIN_ALLOWED_HOSTS: parseAllowedHostList(
    '127.0.0.1:4010, localhost:4011, [::1]:4012, bridge.example.com',
  )!,
});

const allowed = (url: string, hosts: readonly AllowedHost[] = bridgeOnly) =>
  allowedSimpleFinUrl(url, hosts)?.href;

describe('allowedSimpleFinUrl: the hosts a SimpleFIN token may make the server contact (no SSRF)', () => {
  it.each([
    ['https://bridge.simplefin.org/simplefin/claim/abc', 'https://bridge.simplefin.org/simplefin/claim/abc'],
    [
      'https://beta-bridge.simplefin.org/simplefin/claim/DEMO',
      'https://beta-bridge.simplefin.org/simplefin/claim/DEMO',
    ],
    ['https://user:pass@bridge.simplefin.org/simplefin', 'https://user:pass@bridge.simplefin.org/simplefin'],
    // Host names are case-insensitive; the URL parser lowers them.
    ['https://BRIDGE.SimpleFIN.org/simplefin', 'https://bridge.simplefin.org/simplefin'],
    // The default port written out is the same place.
    ['https://bridge.simplefin.org:443/simplefin', 'https://bridge.simplefin.org/simplefin'],
  ])('takes %s', (url, href) => {
    expect(allowed(url)).toBe(href);
  });

  it.each([
    // userinfo tricks: the host fetch would connect to is the one after '@'.
    ['https://bridge.simplefin.org@evil.com/claim'],
    ['https://bridge.simplefin.org:443@evil.com/claim'],
    ['https://user:pass@evil.com/simplefin'],
    // '\\' is a '/' in special URLs: the host is evil.com.
    ['https://evil.com\\@bridge.simplefin.org/claim'],
    ['https://evil.com#@bridge.simplefin.org/claim'],
    ['https://evil.com?@bridge.simplefin.org/claim'],
    // look-alike names
    ['https://bridge.simplefin.org.evil.com/claim'],
    ['https://evilbridge.simplefin.org/claim'],
    ['https://simplefin.org/claim'],
    ['https://bridge.simplefın.org/claim'],
    // a trailing dot is another spelling GigTally does not take
    ['https://bridge.simplefin.org./claim'],
    // another port on an allowed host
    ['https://bridge.simplefin.org:8443/claim'],
    ['https://bridge.simplefin.org:80/claim'],
    // plain http, even to an allowed host: only loopback may be http
    ['http://bridge.simplefin.org/claim'],
    // IP addresses: cloud metadata, private ranges, loopback not on the list, integer and hex spellings
    ['https://169.254.169.254/latest/meta-data'],
    ['http://169.254.169.254/latest/meta-data'],
    ['https://10.0.0.1/claim'],
    ['https://127.0.0.1/claim'],
    ['http://127.0.0.1:5432/'],
    ['http://2130706433/claim'],
    ['http://0x7f000001/claim'],
    ['https://[::ffff:169.254.169.254]/'],
    ['http://localhost/claim'],
    // not http at all
    ['file:///etc/passwd'],
    ['ftp://bridge.simplefin.org/claim'],
    ['javascript:alert(1)'],
    ['gopher://bridge.simplefin.org:443/'],
    ['//bridge.simplefin.org/claim'],
    ['bridge.simplefin.org/claim'],
    [''],
  ])('refuses %s with the default list', (url) => {
    expect(allowed(url)).toBeUndefined();
  });

  it.each([
    ['http://127.0.0.1:4010/simplefin/claim/x', 'http://127.0.0.1:4010/simplefin/claim/x'],
    ['http://localhost:4011/claim', 'http://localhost:4011/claim'],
    ['http://LOCALHOST:4011/claim', 'http://localhost:4011/claim'],
    ['http://[::1]:4012/claim', 'http://[::1]:4012/claim'],
    // 127.1 is 127.0.0.1 to the URL parser (and to the socket).
    ['http://127.1:4010/claim', 'http://127.0.0.1:4010/claim'],
    ['https://bridge.example.com/claim', 'https://bridge.example.com/claim'],
  ])('takes %s once SIMPLEFIN_ALLOWED_HOSTS adds its host', (url, href) => {
    expect(allowed(url, withStandIn)).toBe(href);
  });

  it.each([
    // loopback at a port not on the list (the database, another service)
    ['http://127.0.0.1:5432/'],
    ['http://127.0.0.1/claim'],
    ['http://localhost:4010/claim'],
    ['http://127.0.0.1:4011/claim'],
    // an added non-loopback host is https only
    ['http://bridge.example.com/claim'],
    ['https://bridge.example.com:444/claim'],
    ['https://127.0.0.1:4010@evil.com/claim'],
  ])('still refuses %s with hosts added', (url) => {
    expect(allowed(url, withStandIn)).toBeUndefined();
  });
});

describe('parseAllowedHost: one SIMPLEFIN_ALLOWED_HOSTS entry', () => {
  it.each([
    ['bridge.example.com', { hostname: 'bridge.example.com', port: '' }],
    ['Bridge.Example.COM', { hostname: 'bridge.example.com', port: '' }],
    ['127.0.0.1:8080', { hostname: '127.0.0.1', port: '8080' }],
    ['localhost:0080', { hostname: 'localhost', port: '80' }],
    ['[::1]:9000', { hostname: '[::1]', port: '9000' }],
    ['::1', { hostname: '[::1]', port: '' }],
    ['  sfin.example.org  ', { hostname: 'sfin.example.org', port: '' }],
  ])('reads %j', (entry, host) => {
    expect(parseAllowedHost(entry)).toEqual(host);
  });

  it.each([
    ['https://bridge.example.com'],
    ['bridge.example.com/simplefin'],
    ['user@bridge.example.com'],
    ['*.example.com'],
    ['bridge.example.com.'],
    ['bridge.example.com:0'],
    ['bridge.example.com:65536'],
    ['bridge..example.com'],
    ['-bridge.example.com'],
    [''],
  ])('refuses %j', (entry) => {
    expect(parseAllowedHost(entry)).toBeUndefined();
  });

  it('reads a comma list, skipping empty entries, and refuses the list if one entry is bad', () => {
    expect(parseAllowedHostList('a.example.com, 127.0.0.1:9,')).toEqual([
      { hostname: 'a.example.com', port: '' },
      { hostname: '127.0.0.1', port: '9' },
    ]);
    expect(parseAllowedHostList('a.example.com,http://b.example.com')).toBeUndefined();
  });
});
