import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { SessionUser } from '../auth/session-lookup';
import type { AppEnv } from './app-env';
import { isReturnPath } from '../../core/sharing/sharing-rules';

/** The paths of login.html: the sign-in page and the same page opened on Create Account. */
export const LOGIN_PAGE_PATHS = ['/login', '/signup'] as const;

/**
 * GET /login and /signup answer the sign-in page's own HTML (dist/web/login.html), whose script leaves the
 * app's router, data cache and form library out (web/login.tsx; docs/architecture.md "Quality bars": at most
 * 60 KB of gzipped JS). A visitor whose session cookie is live is sent to /dashboard instead, before any
 * script runs. Registered before the static files and the app's index.html.
 */
export function serveLoginPage(
  app: Hono<AppEnv>,
  webDistDir: string,
  signedInUser: (cookies: Record<string, string>) => Promise<SessionUser | null>,
) {
  const file = path.join(webDistDir, 'login.html');
  // A web build from before /login had its own entry: it gets index.html like any other path.
  if (!existsSync(file)) return;
  const loginHtml = readFileSync(file, 'utf8');
  for (const pagePath of LOGIN_PAGE_PATHS) {
    app.get(pagePath, async (c) => {
      c.header('Cache-Control', 'no-cache');
      if (await signedInUser(getCookie(c))) {
        const next = c.req.query('next');
        return c.redirect(next !== undefined && isReturnPath(next) ? next : '/dashboard', 302);
      }
      return c.html(loginHtml);
    });
  }
}
