import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** A real GigTally server process (server/main.ts under tsx), for tests of what only whole processes show. */
export interface ServerProcess {
  url: string;
  process: ChildProcess;
  output: string[];
}

export function startServerProcess(port: number, env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('server/main.ts')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return { url: `http://127.0.0.1:${port}`, process: child, output };
}

/** Resolves once GET /api/health answers 200; fails with the process's output if it exits or never does. */
export async function healthy(server: ServerProcess): Promise<void> {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (server.process.exitCode !== null) throw new Error(`server exited: ${server.output.join('')}`);
    try {
      if ((await fetch(`${server.url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server never became healthy: ${server.output.join('')}`);
}

/** Ends the process with `signal` and waits until it has exited. */
export async function stopServerProcess(
  server: ServerProcess,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<void> {
  if (server.process.exitCode !== null || server.process.signalCode !== null) return;
  const exited = new Promise((resolve) => server.process.once('exit', resolve));
  server.process.kill(signal);
  await exited;
}
