/**
 * Keeps the best `limit` of a stream of entries: a binary heap with the worst kept entry on top, so
 * a catalog of any size costs n·log(limit), and an entry that loses to the worst is dropped at once.
 */
export class TopResults<T> {
  private readonly heap: T[] = [];

  /** `before(a, b) < 0` when a ranks ahead of b; it must never return 0 for two different entries. */
  constructor(
    private readonly limit: number,
    private readonly before: (a: T, b: T) => number,
  ) {}

  /** The entry that would be dropped next, once the heap is full. */
  get worst(): T | undefined {
    return this.heap.length >= this.limit ? this.heap[0] : undefined;
  }

  offer(entry: T): void {
    const heap = this.heap;
    if (heap.length < this.limit) {
      heap.push(entry);
      this.siftUp(heap.length - 1);
    } else if (heap.length > 0 && this.before(entry, heap[0] as T) < 0) {
      heap[0] = entry;
      this.siftDown(0);
    }
  }

  /** Best first. */
  sorted(): T[] {
    return [...this.heap].sort(this.before);
  }

  private worse(i: number, j: number): boolean {
    return this.before(this.heap[i] as T, this.heap[j] as T) > 0;
  }

  private swap(i: number, j: number): void {
    const t = this.heap[i] as T;
    this.heap[i] = this.heap[j] as T;
    this.heap[j] = t;
  }

  private siftUp(i: number): void {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.worse(i, parent)) return;
      this.swap(i, parent);
      i = parent;
    }
  }

  private siftDown(i: number): void {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < this.heap.length && this.worse(l, m)) m = l;
      if (r < this.heap.length && this.worse(r, m)) m = r;
      if (m === i) return;
      this.swap(i, m);
      i = m;
    }
  }
}
