// Which servers a SimpleFIN setup token or access URL may make GigTally contact. A setup token is text a
// person pastes, so without this check it would make the server send requests anywhere (server-side request
// forgery): to 169.254.169.254, to the database's port, to an internal admin page.

/** SimpleFIN Bridge's hosts (https://www.simplefin.org/protocol.html: bridge.simplefin.org; beta-bridge for its demo). */
export const SIMPLEFIN_BRIDGE_HOSTS = ['bridge.simplefin.org', 'beta-bridge.simplefin.org'] as const;

/** The only hosts that may be reached over plain http: this machine, for tests against a stand-in. */
const LOOPBACK_HOSTNAMES = new Set(['127.0.0.1', '[::1]', 'localhost']);

/** One allow-list entry: a host name or IP, and a port ('' = the scheme's default, 443 for https). */
export interface AllowedHost {
  hostname: string;
  port: string;
}

// A DNS name (letters, digits, hyphens, dot-separated, no trailing dot), an IPv4 address or a bracketed IPv6 one,
// then an optional port. Nothing else: no path, no userinfo, no wildcard.
const ENTRY =
  /^(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*)(?::(\d{1,5}))?$/i;

/** Reads an allow-list entry ('bridge.example.com', '127.0.0.1:8080', '[::1]:9000', '::1'); undefined if it is not one. */
export function parseAllowedHost(entry: string): AllowedHost | undefined {
  let text = entry.trim();
  // A bare IPv6 address ('::1') has no port: bracket it as a URL would.
  if (!text.startsWith('[') && (text.match(/:/g)?.length ?? 0) > 1) text = `[${text}]`;
  const match = ENTRY.exec(text);
  if (!match) return undefined;
  const [, host = '', port = ''] = match;
  if (port && (Number(port) < 1 || Number(port) > 65_535)) return undefined;
  let hostname: string;
  try {
    hostname = new URL(`https://${host}/`).hostname;
  } catch {
    return undefined;
  }
  return { hostname, port: port ? String(Number(port)) : '' };
}

/** Reads a comma-separated list of entries (SIMPLEFIN_ALLOWED_HOSTS); undefined if any entry is not a host. */
export function parseAllowedHostList(text: string): AllowedHost[] | undefined {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const hosts = entries.map(parseAllowedHost);
  return hosts.every((host) => host !== undefined) ? hosts : undefined;
}

const defaultPort = (protocol: string) => (protocol === 'https:' ? '443' : '80');

/**
 * The URL, parsed, when GigTally may contact it: https to a host on the allow-list (at the port the entry names,
 * or the default one), or plain http to a loopback host on it. Anything else, including text that is not a URL,
 * gives undefined. The host is the one WHATWG URL parsing finds — the one fetch would connect to — so tricks such
 * as 'https://bridge.simplefin.org@evil.com' or 'https://evil.com\\@bridge.simplefin.org' are judged by 'evil.com'.
 */
export function allowedSimpleFinUrl(text: string, allowedHosts: readonly AllowedHost[]): URL | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.protocol === 'http:' && !LOOPBACK_HOSTNAMES.has(url.hostname)) return undefined;
  const port = url.port || defaultPort(url.protocol);
  const allowed = allowedHosts.some(
    (host) => host.hostname === url.hostname && (host.port || defaultPort(url.protocol)) === port,
  );
  return allowed ? url : undefined;
}

/** The hosts this server's SimpleFIN provider may contact: SimpleFIN Bridge's, and those SIMPLEFIN_ALLOWED_HOSTS adds. */
export function simpleFinAllowedHosts(env: {
  SIMPLEFIN_ALLOWED_HOSTS: readonly AllowedHost[];
}): AllowedHost[] {
  return [
    ...SIMPLEFIN_BRIDGE_HOSTS.map((hostname) => ({ hostname, port: '' })),
    ...env.SIMPLEFIN_ALLOWED_HOSTS,
  ];
}
