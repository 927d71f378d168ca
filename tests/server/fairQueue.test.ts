/** The searches' turn-taking (server/fairQueue.ts), driven by a hand-turned event loop. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createFairQueue } from '../../server/fairQueue';

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

  it('refuses a job at once when full, and takes one again as soon as one has run', async () => {
    const { queue, turn } = manual(2);
    const first = queue.run('a', () => 1);
    expect(queue.run('b', () => 2)).toBeDefined();
    expect(queue.run('c', () => 3)).toBeUndefined();
    expect(queue.waiting).toBe(2);
    turn();
    expect(await first).toBe(1);
    expect(queue.run('c', () => 3)).toBeDefined();
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
