/**
 * Hostile clients for the benchmark (run.ts starts this in its own process, so their CPU is not the
 * load generator's): each from an address of its own on the loopback (127.0.0.2, 127.0.0.3, …), so
 * the server can tell them from the measured client on 127.0.0.1.
 *
 *   heavy   sends `body` back to back, keep-alive, one request at a time per connection: by default
 *           as JSON to the search, or with `form` as the search form posted to /search; each answer
 *           is read whole (a connection the server closes is opened again)
 *   body    posts a body the server will not use as fast as the socket takes it: a form post to
 *           /search (a redirect) and a search whose declared size is over the limit (a 413)
 *   silent  opens connections that never send a byte, and opens another whenever one is closed
 *
 * Input: one JSON argument `{ kind, port, addresses, perAddress, durationMs, body?, reopen? }`.
 * Output: `HOSTILE_RESULT {json}` once the time is up: answers by status, errors, connections opened.
 */
import { Agent, request } from 'node:http';
import { connect, type Socket } from 'node:net';

/** The one JSON argument (see above). */
export interface HostileOptions {
  kind: 'heavy' | 'body' | 'silent';
  port: number;
  addresses: string[];
  perAddress: number;
  durationMs: number;
  body?: string;
  /** heavy: post `body` as the search form (urlencoded) to /search instead of JSON to the API. */
  form?: boolean;
  /** silent: open another whenever one is closed (default); false opens them once. */
  reopen?: boolean;
}

const options = JSON.parse(process.argv[2] ?? '{}') as HostileOptions;
const deadline = performance.now() + options.durationMs;
const statuses: Record<string, number> = {};
let errors = 0;
let opened = 0;
const count = (status: number | string) => (statuses[status] = (statuses[status] ?? 0) + 1);
const running = () => performance.now() < deadline;

function heavy(address: string): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress: address });
  const body = options.body ?? '{}';
  return new Promise((resolve) => {
    const next = () => {
      if (!running()) {
        agent.destroy();
        resolve();
        return;
      }
      const [path, type] = options.form ? ['/search', 'application/x-www-form-urlencoded'] : ['/api/insurance/search', 'application/json'];
      const req = request(
        { host: '127.0.0.1', port: options.port, path, method: 'POST', agent, headers: { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body), 'Accept-Encoding': 'br' } },
        (res) => {
          count(res.statusCode ?? 0);
          res.resume();
          res.on('end', next);
          res.on('error', next);
        },
      );
      req.on('error', () => {
        errors++;
        setImmediate(next);
      });
      req.end(body);
    };
    next();
  });
}

/** One connection that declares a huge body and streams it until the server answers or hangs up. */
function unusedBody(address: string, path: string, type: string): Promise<void> {
  return new Promise((resolve) => {
    const socket: Socket = connect({ port: options.port, host: '127.0.0.1', localAddress: address });
    opened++;
    const chunk = Buffer.alloc(64 * 1024, 120);
    let answered = false;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      socket.destroy();
      resolve();
    };
    socket.on('data', (data) => {
      if (answered) return;
      answered = true;
      count(/^HTTP\/1\.1 (\d{3})/.exec(data.toString('latin1'))?.[1] ?? 'other');
    });
    socket.on('error', () => {
      if (!answered) errors++;
      finish();
    });
    socket.on('close', finish);
    socket.on('connect', () => {
      socket.write(`POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: ${type}\r\nContent-Length: ${1024 ** 3}\r\n\r\n`);
      const pump = () => {
        while (!done && running()) if (!socket.write(chunk)) return void socket.once('drain', pump);
        finish();
      };
      pump();
    });
  });
}

async function body(address: string, index: number) {
  const [path, type] = index % 2 === 0 ? ['/search', 'application/x-www-form-urlencoded'] : ['/api/insurance/search', 'application/json'];
  while (running()) await unusedBody(address, path, type);
}

function silent(address: string): Promise<void> {
  return new Promise((resolve) => {
    const open = () => {
      if (!running()) return;
      const socket = connect({ port: options.port, host: '127.0.0.1', localAddress: address });
      opened++;
      socket.on('data', (data) => count(/^HTTP\/1\.1 (\d{3})/.exec(data.toString('latin1'))?.[1] ?? 'other'));
      socket.on('error', () => errors++);
      socket.on('close', () => options.reopen !== false && setImmediate(open));
      timers.push(setTimeout(() => socket.destroy(), Math.max(0, deadline - performance.now())));
    };
    for (let i = 0; i < options.perAddress; i++) open();
    setTimeout(resolve, options.durationMs);
  });
}
const timers: NodeJS.Timeout[] = [];

const clients = options.addresses.flatMap((address) =>
  Array.from({ length: options.kind === 'silent' ? 1 : options.perAddress }, (_, i) =>
    options.kind === 'heavy' ? heavy(address) : options.kind === 'body' ? body(address, i + options.addresses.indexOf(address)) : silent(address),
  ),
);
await Promise.all(clients);
for (const timer of timers) clearTimeout(timer);
console.log(`HOSTILE_RESULT ${JSON.stringify({ kind: options.kind, statuses, errors, opened })}`);
process.exit(0);
