import { fork, type ChildProcess } from 'node:child_process';
import { createServer, request } from 'node:http';
import { fileURLToPath, pathToFileURL } from 'node:url';

// The transport part of an endpoint's floor: a bare `node:http` server in a process of its own, as the app's server
// is, answering each request with the bytes the endpoint sent it (gzipped as the app gzips them, with the same
// headers), and doing nothing else. Timed with the bench's own client code, it is what any server pays on this machine
// to receive the request and send that answer.

/** An endpoint's answer as it went over the wire: status, headers and the (gzipped) body. */
export interface CapturedResponse {
  /** The request's path and query, which the bare server answers with this. */
  url: string;
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Node sets these itself on every answer, so they are not copied (they would be sent twice). */
const SET_BY_NODE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * One request as the bench's client sends it (fetch: `Accept-Encoding: gzip, deflate`, the cookie, JSON wanted), the
 * answer kept undecoded: the exact bytes the endpoint sent.
 */
export function captureResponse(baseUrl: string, url: string, cookie: string): Promise<CapturedResponse> {
  return new Promise((resolve, reject) => {
    const sent = request(
      baseUrl + url,
      { headers: { Cookie: cookie, Accept: 'application/json', 'Accept-Encoding': 'gzip, deflate' } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          if (response.statusCode !== 200)
            return reject(new Error(`GET ${url} answered ${response.statusCode}`));
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(response.headers))
            if (!SET_BY_NODE.has(name) && typeof value === 'string') headers[name] = value;
          resolve({ url, status: response.statusCode, headers, body: Buffer.concat(chunks) });
        });
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

export interface BareHttpServer {
  baseUrl: string;
  stop(): Promise<void>;
}

interface Answers {
  answers: { url: string; status: number; headers: Record<string, string>; body: string }[];
}

/** Starts the bare server in a child process, serving `responses` by the URL each was captured at. */
export function startBareHttp(responses: CapturedResponse[]): Promise<BareHttpServer> {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const message: Answers = {
    answers: responses.map((response) => ({ ...response, body: response.body.toString('base64') })),
  };
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the bare HTTP server exited (${code})`)));
    child.once('message', (reply) => {
      const { port } = reply as { port: number };
      resolve({
        baseUrl: `http://127.0.0.1:${port}`,
        stop: () =>
          new Promise((stopped) => {
            if (child.exitCode !== null) return stopped();
            child.removeAllListeners('exit');
            child.once('exit', () => stopped());
            child.kill('SIGTERM');
          }),
      });
    });
    child.send(message);
  });
}

/** The child: listens on a free port, answers each known URL with its bytes and tells the parent the port. */
function serveAnswers({ answers }: Answers) {
  const byUrl = new Map(
    answers.map((answer) => [answer.url, { ...answer, body: Buffer.from(answer.body, 'base64') }]),
  );
  const server = createServer((req, res) => {
    const answer = byUrl.get(req.url ?? '');
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(answer.status, answer.headers).end(answer.body);
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.send!({ port: typeof address === 'object' && address ? address.port : 0 });
  });
  process.once('SIGTERM', () => server.close(() => process.exit(0)));
}

const runAsChild = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runAsChild && process.send) process.once('message', (message) => serveAnswers(message as Answers));
