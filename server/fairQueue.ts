/**
 * The turn-taking of every request that costs CPU (a search, a posted form's page). A search is a
 * few milliseconds of CPU that nothing can interrupt; run as they arrive, a few clients sending
 * heavy ones back to back would hold the event loop and every other request would wait behind
 * them. Here each job waits for its turn:
 *
 * - one job at a time, each started on its own turn of the event loop (`defer`, setImmediate in the
 *   server), so the requests that arrived meanwhile (pages, files, the health check, other clients'
 *   uploads) are served between two jobs, never queued behind them; a job that returns a promise
 *   (a page rendered on the server) holds the turn until it settles;
 * - turns go round the clients that are waiting, one job each (round robin), so a client with
 *   many jobs waiting delays another client's one job by at most one of its own;
 * - at most `maxQueued` wait, and when the queue is full each client gets its share of it: a newcomer
 *   whose client has fewer jobs waiting than the client with the most takes the place of that
 *   client's newest job (longest queue drop), so no handful of clients can fill the queue against
 *   another; only a client already holding as many places as any other is refused;
 * - a job whose client has gone (its signal aborted) leaves the queue at once and never runs.
 *
 * A job that gets no turn is rejected with `NoTurn`: its caller answers the refusal.
 */
export class NoTurn extends Error {
  constructor(
    /** `full`: refused or displaced by the queue's share rule; `gone`: its client went away first. */
    readonly reason: 'full' | 'gone',
  ) {
    super(reason === 'full' ? 'The queue is full.' : 'The client went away before its turn.');
    this.name = 'NoTurn';
  }
}

export interface FairQueue {
  /** Queues `work` under `client`; rejects with NoTurn when it gets no turn (see above). */
  run<T>(client: string, work: () => T | Promise<T>, signal?: AbortSignal): Promise<T>;
  /** How many are waiting (the job running is not counted). */
  readonly waiting: number;
}

interface Job {
  work: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  /** Takes the job's hang-up listener off its signal. */
  release: () => void;
}

export function createFairQueue({ maxQueued, defer = setImmediate }: { maxQueued: number; defer?: (callback: () => void) => void }): FairQueue {
  // A Map keeps insertion order: the first key is the next client's turn; a served client with more
  // to do goes to the back.
  const byClient = new Map<string, Job[]>();
  let waiting = 0;
  let scheduled = false;
  let running = false;

  function remove(client: string, job: Job): boolean {
    const jobs = byClient.get(client);
    const at = jobs?.indexOf(job) ?? -1;
    if (!jobs || at < 0) return false;
    jobs.splice(at, 1);
    if (jobs.length === 0) byClient.delete(client);
    waiting--;
    job.release();
    return true;
  }

  /** The client with the most jobs waiting (the first of them on a tie). */
  function longest(): [string, Job[]] | undefined {
    let most: [string, Job[]] | undefined;
    for (const entry of byClient) if (!most || entry[1].length > most[1].length) most = entry;
    return most;
  }

  function turn() {
    scheduled = false;
    const next = byClient.entries().next();
    if (next.done) return;
    const [client, jobs] = next.value;
    const job = jobs.shift()!;
    byClient.delete(client);
    if (jobs.length > 0) byClient.set(client, jobs);
    waiting--;
    job.release();
    running = true;
    const finish = () => {
      running = false;
      if (waiting > 0) schedule();
    };
    let result: unknown;
    try {
      result = job.work();
    } catch (error) {
      job.reject(error);
      return finish();
    }
    if (result instanceof Promise) {
      result.then(job.resolve, job.reject).finally(finish);
      return;
    }
    job.resolve(result);
    finish();
  }

  function schedule() {
    if (scheduled || running) return;
    scheduled = true;
    defer(turn);
  }

  return {
    run<T>(client: string, work: () => T | Promise<T>, signal?: AbortSignal): Promise<T> {
      if (signal?.aborted) return Promise.reject(new NoTurn('gone'));
      const own = byClient.get(client)?.length ?? 0;
      if (waiting >= maxQueued) {
        const most = longest();
        // Refused when this client already holds as many places as any other.
        if (!most || own >= most[1].length) return Promise.reject(new NoTurn('full'));
        const displaced = most[1][most[1].length - 1]!;
        remove(most[0], displaced);
        displaced.reject(new NoTurn('full'));
      }
      return new Promise<T>((resolve, reject) => {
        const onAbort = () => {
          if (remove(client, job)) reject(new NoTurn('gone'));
        };
        const job: Job = {
          work,
          resolve: resolve as (value: unknown) => void,
          reject,
          release: () => signal?.removeEventListener('abort', onAbort),
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        const jobs = byClient.get(client);
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
