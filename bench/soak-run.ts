/** `npm run soak`: 50 users for 5 minutes (SOAK_USERS, SOAK_SECONDS) against the built server on a fresh PGlite. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../server/testing/free-port';
import { startServer } from './measure';
import { runSoak, soakProblems, soakSummary } from './soak';

const users = Number(process.env.SOAK_USERS ?? 50);
const seconds = Number(process.env.SOAK_SECONDS ?? 300);
const dataDir = mkdtempSync(path.join(tmpdir(), 'gigtally-soak-'));
const port = await freePort();
// Every user signs up from 127.0.0.1: the sign-up limit per address is raised for the soak alone.
const server = await startServer(
  { DATA_DIR: dataDir, LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_MAX: String(users * 4) },
  port,
);
try {
  const result = await runSoak({ baseUrl: server.baseUrl, serverPid: server.pid, users, seconds });
  console.log(soakSummary(result));
  const problems = soakProblems(result);
  if (problems.length > 0) {
    console.error(`Soak failed:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
    process.exitCode = 1;
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
