import { isIP } from 'node:net';

/**
 * The address a request came from, as the rate limits count it. With no trusted proxy (`trustedHops` 0) it is the
 * socket's. Behind `trustedHops` proxies, each of which appends the address it received the request from to
 * X-Forwarded-For (nginx's `$proxy_add_x_forwarded_for`, Caddy, load balancers), it is the entry the outermost
 * trusted proxy wrote: the Nth from the right. Entries further left were sent by the client itself and prove
 * nothing (a client rotating them would otherwise get a fresh limit with every request).
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trustedHops: number,
): string | undefined {
  if (trustedHops === 0) return socketAddress;
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  // Fewer entries than proxies: the request skipped the outer ones, so the leftmost is the furthest one known.
  const added = entries.at(-trustedHops) ?? entries[0];
  return added !== undefined && isIP(added) !== 0 ? added : socketAddress;
}
