/**
 * The searches' turn-taking. A search is a few milliseconds of CPU that nothing can interrupt;
 * run as they arrive, a few clients sending heavy ones back to back would hold the event loop and
 * every other request would wait behind them. Here each search waits for its turn:
 *
 * - one search per turn of the event loop (`defer`, setImmediate in the server), so the requests
 *   that arrived meanwhile (pages, files, the health check, other clients' uploads) are served
 *   between two searches, never queued behind them;
 * - turns go round the clients that are waiting, one search each (round robin), so a client with
 *   many searches waiting delays another client's one search by at most one of its own;
 * - at most `maxQueued` wait; beyond that `run` answers undefined at once (the server says 503).
 */
export interface FairQueue {
  /** Queues `work` under `client`; undefined when the queue is full (nothing is queued then). */
  run<T>(client: string, work: () => T): Promise<T> | undefined;
  /** How many are waiting. */
  readonly waiting: number;
}

interface Job {
  work: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export function createFairQueue({ maxQueued, defer = setImmediate }: { maxQueued: number; defer?: (callback: () => void) => void }): FairQueue {
  // A Map keeps insertion order: the first key is the next client's turn; a served client with more
  // to do goes to the back.
  const byClient = new Map<string, Job[]>();
  let waiting = 0;
  let scheduled = false;

  function turn() {
    scheduled = false;
    const next = byClient.entries().next();
    if (next.done) return;
    const [client, jobs] = next.value;
    const job = jobs.shift()!;
    byClient.delete(client);
    if (jobs.length > 0) byClient.set(client, jobs);
    waiting--;
    if (waiting > 0) schedule();
    try {
      job.resolve(job.work());
    } catch (error) {
      job.reject(error);
    }
  }

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    defer(turn);
  }

  return {
    run<T>(client: string, work: () => T): Promise<T> | undefined {
      if (waiting >= maxQueued) return undefined;
      return new Promise<T>((resolve, reject) => {
        const jobs = byClient.get(client);
        const job: Job = { work, resolve: resolve as (value: unknown) => void, reject };
        if (jobs) jobs.push(job);
        else byClient.set(client, [job]);
        waiting++;
        schedule();
      });
    },
    get waiting() {
      return waiting;
    },
  };
}
