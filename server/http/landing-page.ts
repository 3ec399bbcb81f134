import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import type { AppEnv } from './app-env';

/**
 * GET / answers the landing page's own HTML (dist/web/landing.html), whose script leaves the app's router and
 * data layer out (web/landing.tsx; docs/architecture.md "Quality bars": / ships at most 90 KB of gzipped JS);
 * every other path of the app gets index.html. Registered before the static files, which would answer / with
 * index.html.
 */
export function serveLandingPage(app: Hono<AppEnv>, webDistDir: string) {
  const file = path.join(webDistDir, 'landing.html');
  // A web build from before the landing page had its own entry: / gets index.html like any other path.
  if (!existsSync(file)) return;
  const landingHtml = readFileSync(file, 'utf8');
  app.get('/', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(landingHtml);
  });
}
