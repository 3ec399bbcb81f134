import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './testing/free-port';
import { healthy, startServerProcess, stopServerProcess, type ServerProcess } from './testing/server-process';

// The server keeps an idle connection open longer than Node's default 5 s, so a client (or a load balancer with a
// 60-second idle timeout) that sends its next request on it is answered, never reset.
const work = mkdtempSync(path.join(tmpdir(), 'gigtally-keep-alive-'));
let server: ServerProcess | undefined;
afterAll(async () => {
  if (server) await stopServerProcess(server);
  rmSync(work, { recursive: true, force: true });
});

/** GET `url` through `agent`: the status and the local port of the connection it went over. */
function getThrough(agent: http.Agent, url: string): Promise<{ status: number; localPort: number }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, localPort: request.socket?.localPort ?? 0 }),
      );
    });
    request.on('error', reject);
  });
}

describe('an idle kept-alive connection', () => {
  it('is still open 6 seconds later, and the next request on it is answered', async () => {
    const port = await freePort();
    server = startServerProcess(port, {
      DATA_DIR: work,
      APP_URL: `http://127.0.0.1:${port}`,
      BETTER_AUTH_SECRET: 'keep-alive-test-secret-keep-alive-test-secret',
    });
    await healthy(server);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await getThrough(agent, `${server.url}/api/health`);
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      const second = await getThrough(agent, `${server.url}/api/health`);
      expect(first.status).toBe(200);
      expect(second).toEqual({ status: 200, localPort: first.localPort });
    } finally {
      agent.destroy();
    }
    // A server process's start-up (tsx compiling it, the migrations) beside the other files takes tens of seconds.
  }, 90_000);
});
