/** The searches' turn-taking (server/fairQueue.ts), driven by a hand-turned event loop. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { NoTurn, createFairQueue } from '../../server/fairQueue';

/** A queue whose turns run only when the test turns them. */
function manual(maxQueued: number) {
  const pending: (() => void)[] = [];
  const queue = createFairQueue({ maxQueued, defer: (callback) => pending.push(callback) });
  return {
    queue,
    /** Runs one turn of the loop; false when no turn was scheduled. */
    turn() {
      const next = pending.shift();
      next?.();
      return next !== undefined;
    },
    scheduled: () => pending.length,
  };
}

describe('the fair queue', () => {
  it('runs one job per turn of the loop, never two', async () => {
    const { queue, turn, scheduled } = manual(10);
    const ran: number[] = [];
    const done = [1, 2, 3].map((n) => queue.run('a', () => ran.push(n)));
    expect(scheduled()).toBe(1);
    expect(ran).toEqual([]);
    turn();
    expect(ran).toEqual([1]);
    expect(scheduled()).toBe(1);
    turn();
    turn();
    expect(ran).toEqual([1, 2, 3]);
    expect(turn()).toBe(false);
    await Promise.all(done);
  });

  it('goes round the waiting clients: a client with n jobs waiting delays another client by at most one of them', () => {
    const arrival = fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { minLength: 1, maxLength: 60 });
    fc.assert(
      fc.property(arrival, (clients) => {
        const { queue, turn } = manual(1000);
        const order: string[] = [];
        for (const client of clients) void queue.run(client, () => order.push(client));
        while (turn());
        expect(order.slice().sort()).toEqual(clients.slice().sort());
        // Between two turns of one client, every other client that still had work had a turn.
        const remaining = new Map<string, number>();
        for (const client of clients) remaining.set(client, (remaining.get(client) ?? 0) + 1);
        const lastTurn = new Map<string, number>();
        order.forEach((client, index) => {
          const previous = lastTurn.get(client);
          if (previous !== undefined) {
            const between = new Set(order.slice(previous + 1, index));
            for (const [other, left] of remaining) if (other !== client && left > 0) expect(between.has(other)).toBe(true);
          }
          lastTurn.set(client, index);
          remaining.set(client, remaining.get(client)! - 1);
        });
        expect(queue.waiting).toBe(0);
      }),
    );
  });

  it('keeps each client\'s jobs in the order they came', async () => {
    const { queue, turn } = manual(100);
    const results = [queue.run('a', () => 'a1'), queue.run('b', () => 'b1'), queue.run('a', () => 'a2'), queue.run('a', () => 'a3'), queue.run('b', () => 'b2')];
    const order: string[] = [];
    results.forEach((p) => void p!.then((v) => order.push(v)));
    while (turn());
    await Promise.all(results);
    expect(order).toEqual(['a1', 'b1', 'a2', 'b2', 'a3']);
  });

  it('when full, refuses a client that holds as many places as any other, and takes a job again as soon as one has run', async () => {
    const { queue, turn } = manual(2);
    const first = queue.run('a', () => 1);
    const second = queue.run('b', () => 2);
    await expect(queue.run('b', () => 3)).rejects.toEqual(new NoTurn('full'));
    expect(queue.waiting).toBe(2);
    turn();
    expect(await first).toBe(1);
    const third = queue.run('c', () => 3);
    while (turn());
    expect(await Promise.all([second, third])).toEqual([2, 3]);
  });

  it('when full, gives a newcomer the place of the newest job of the client with the most waiting', async () => {
    const { queue, turn } = manual(4);
    const flood = [1, 2, 3, 4].map((n) => queue.run('flood', () => `flood ${n}`));
    const settled = flood.map((p) => p.then((v) => v, (e: unknown) => e));
    const mine = queue.run('me', () => 'mine');
    expect(queue.waiting).toBe(4);
    expect(await settled[3]).toEqual(new NoTurn('full'));
    while (turn());
    expect(await mine).toBe('mine');
    expect(await Promise.all(settled.slice(0, 3))).toEqual(['flood 1', 'flood 2', 'flood 3']);
  });

  it('never lets clients that keep the queue full refuse another client its one job (property)', () => {
    // Any arrival of hostile jobs around one job of a newcomer: the newcomer's job always runs.
    const arrival = fc.record({
      // More places than the hostile clients: each can hold one, and the newcomer's one is never the longest line.
      size: fc.integer({ min: 5, max: 12 }),
      before: fc.array(fc.constantFrom('h1', 'h2', 'h3', 'h4'), { maxLength: 60 }),
      after: fc.array(fc.constantFrom('h1', 'h2', 'h3', 'h4'), { maxLength: 60 }),
      turnsBetween: fc.array(fc.boolean(), { maxLength: 120 }),
    });
    return fc.assert(
      fc.asyncProperty(arrival, async ({ size, before, after, turnsBetween }) => {
        const { queue, turn } = manual(size);
        let ran = false;
        let i = 0;
        const send = (client: string) => void queue.run(client, () => undefined).catch(() => undefined);
        for (const client of before) {
          send(client);
          if (turnsBetween[i++]) turn();
        }
        const mine = queue.run('newcomer', () => (ran = true));
        for (const client of after) {
          send(client);
          if (turnsBetween[i++]) turn();
          expect(queue.waiting).toBeLessThanOrEqual(size);
        }
        while (turn());
        await mine;
        expect(ran).toBe(true);
      }),
    );
  });

  it('drops a job whose client hung up: it never runs, its place is free again', async () => {
    const { queue, turn } = manual(1);
    const hangUp = new AbortController();
    const ran: string[] = [];
    const gone = queue.run('a', () => ran.push('a'), hangUp.signal);
    hangUp.abort();
    await expect(gone).rejects.toEqual(new NoTurn('gone'));
    expect(queue.waiting).toBe(0);
    const next = queue.run('b', () => ran.push('b'));
    while (turn());
    await next;
    expect(ran).toEqual(['b']);
    await expect(queue.run('c', () => 1, hangUp.signal)).rejects.toEqual(new NoTurn('gone'));
  });

  it('lets an asynchronous job hold its turn until it settles', async () => {
    const { queue, turn, scheduled } = manual(10);
    let finish!: () => void;
    const order: string[] = [];
    const slow = queue.run('a', () => new Promise<void>((resolve) => (finish = resolve)).then(() => order.push('a done')));
    const next = queue.run('b', () => order.push('b'));
    turn();
    expect(scheduled()).toBe(0);
    finish();
    await slow;
    await Promise.resolve();
    expect(scheduled()).toBe(1);
    turn();
    await next;
    expect(order).toEqual(['a done', 'b']);
  });

  it('passes a job\'s failure to its caller only, and goes on with the next', async () => {
    const { queue, turn } = manual(10);
    const failing = queue.run('a', () => {
      throw new Error('boom');
    });
    const next = queue.run('b', () => 'fine');
    turn();
    turn();
    await expect(failing).rejects.toThrow('boom');
    await expect(next).resolves.toBe('fine');
  });
});
