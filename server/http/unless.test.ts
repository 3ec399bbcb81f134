import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { toPaths, unless } from './unless';

// A middleware that marks the reply, then a route that answers.
const app = new Hono();
app.use(
  '*',
  unless(toPaths(['/skipped', '/also-skipped']), async (c, next) => {
    await next();
    c.header('X-Checked', 'yes');
  }),
);
app.use(
  '/refused/*',
  unless(
    (c) => c.req.method === 'GET',
    (c) => Promise.resolve(c.text('refused', 403)),
  ),
);
app.all('*', (c) => c.text('answered'));

describe('unless', () => {
  it('runs the middleware for a path not named, and skips it for one named', async () => {
    expect((await app.request('/checked')).headers.get('X-Checked')).toBe('yes');
    expect((await app.request('/skipped')).headers.get('X-Checked')).toBeNull();
    expect((await app.request('/also-skipped')).headers.get('X-Checked')).toBeNull();
    // Only the exact path is skipped.
    expect((await app.request('/skipped/more')).headers.get('X-Checked')).toBe('yes');
  });

  it('lets a middleware that answers stop the request, unless the condition skips it', async () => {
    const refused = await app.request('/refused/x', { method: 'POST' });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe('refused');
    const passed = await app.request('/refused/x');
    expect(passed.status).toBe(200);
    expect(await passed.text()).toBe('answered');
  });
});
