import type { PublicConfig } from '../../core/public-config';

let config: Promise<PublicConfig> | undefined;

async function fetchPublicConfig(): Promise<PublicConfig> {
  // A plain fetch, not apiFetch: this runs on every page, and apiFetch's error schema would bring zod to the
  // first load.
  const response = await fetch('/api/config', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /api/config answered ${response.status}`);
  return (await response.json()) as PublicConfig;
}

/** GET /api/config once per page load (chat and error reporting both read it); a failure is asked again later. */
export function loadPublicConfig(): Promise<PublicConfig> {
  config ??= fetchPublicConfig().catch((error: unknown) => {
    config = undefined;
    throw error;
  });
  return config;
}
