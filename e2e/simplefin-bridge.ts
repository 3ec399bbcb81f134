import { expect } from '@playwright/test';
import type { StandInAccount } from '../server/testing/simplefin-stand-in';

// The SimpleFIN Bridge stand-in that playwright.config.ts starts beside the app
// (scripts/simplefin-stand-in.ts), driven through its loopback-only control routes.

const DAY_SECONDS = 24 * 60 * 60;

async function control(route: string, body: unknown): Promise<Response> {
  const origin = process.env.E2E_SIMPLEFIN_URL;
  if (!origin) throw new Error('E2E_SIMPLEFIN_URL is set by playwright.config.ts');
  const response = await fetch(`${origin}/control/${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok, `${route}: ${response.status} ${await response.clone().text()}`).toBe(true);
  return response;
}

/**
 * A person's Bridge account holding these accounts, and the setup token the Bridge shows them for GigTally.
 * `ignoresDates`: the Bridge sends every transaction whatever dates are asked for (one posted years ahead, say).
 */
export async function createBridgeAccount(
  accounts: StandInAccount[],
  options: { ignoresDates?: boolean } = {},
): Promise<{ setupToken: string; username: string }> {
  return (await (await control('setup-token', { accounts, ...options })).json()) as {
    setupToken: string;
    username: string;
  };
}

/** The person withdraws GigTally's access at the Bridge: its access URL is refused from then on. */
export async function revokeAtBridge(username: string) {
  await control('revoke', { username });
}

/** The Bridge answers every request with this status (500: it is down) until called with null. */
export async function bridgeFailsWith(status: number | null) {
  await control('fail', { status });
}

/** The Bridge waits this long before each answer (0: not at all). */
export async function bridgeSlowsDown(ms: number) {
  await control('slow', { ms });
}

/** Unix seconds `days` days before now: when the bank posted a transaction. */
export const daysAgo = (days: number) => Math.floor(Date.now() / 1000) - days * DAY_SECONDS;
