import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { createStore } from 'jotai';
import { toastQueue } from '../../src/components/Toast/toastQueue';
import { readinessAtom, resumeTrainingAtom, sheetsAtom, startTrainingAtom, stopTrainingTimerAtom, trainingAtom, uploadsAtom } from '../../src/features/admin/atoms';
import { initialUploads } from '../../src/features/admin/files';
import { disconnect, initialSheets } from '../../src/features/admin/sheets';
import { COMPLETED_METRICS, TICK_MS, defaultParameters, initialTraining, parametersSchema, readiness, start, tick } from '../../src/features/admin/training';

const toasts = () => toastQueue.visibleToasts.map((t) => t.content.title).sort();

describe('the run, as a pure machine', () => {
  it('takes exactly 50 ticks from 0 to 100, then records the documented session', () => {
    let state = start(initialTraining, true);
    expect(state).toMatchObject({ status: 'running', progress: 0 });
    const now = new Date('2026-05-15T14:30:00Z');
    for (let i = 1; i < 50; i++) {
      state = tick(state, now);
      expect(state).toMatchObject({ status: 'running', progress: 2 * i });
    }
    state = tick(state, now);
    expect(state.status).toBe('idle');
    expect(state.progress).toBe(100);
    expect(state.lastTrained).toBe(now.toISOString());
    expect(state.metrics).toEqual({ accuracy: 94.2, precision: 92.5, recall: 89.8, f1Score: 91.1 });
    expect(state.history[0]).toMatchObject({ status: 'success', duration: '16m 08s', dataPoints: 1432, accuracy: 94.2 });
    expect(state.history.slice(1)).toEqual(initialTraining.history);
    expect(tick(state, now)).toBe(state);
  });

  it('does not start when not ready, nor twice', () => {
    expect(start(initialTraining, false)).toBe(initialTraining);
    const running = start(initialTraining, true);
    expect(start(tick(running, new Date()), true).progress).toBe(2);
  });
});

describe('readiness', () => {
  it('starts ready with 3 documents, 2 spreadsheets, 57 products', () => {
    expect(createStore().get(readinessAtom)).toEqual({ documentsUploaded: 3, connectedSpreadsheets: 2, productsConfigured: 57, trainReady: true });
  });

  it('needs agent guides and the products sheet', () => {
    const store = createStore();
    store.set(sheetsAtom, disconnect(initialSheets, 'products'));
    expect(store.get(readinessAtom)).toMatchObject({ trainReady: false, productsConfigured: 0, connectedSpreadsheets: 1 });
    store.set(sheetsAtom, initialSheets);
    store.set(uploadsAtom, { ...initialUploads, agentGuides: [] });
    expect(store.get(readinessAtom)).toMatchObject({ trainReady: false, documentsUploaded: 0 });
  });

  it('is ready exactly when both are there', () => {
    fc.assert(
      fc.property(fc.nat(20), fc.nat(100), (guides, products) => {
        expect(readiness(guides, [], products).trainReady).toBe(guides > 0 && products > 0);
      }),
    );
  });
});

/** The describe's tests run on fake timers at a fixed instant, with no toast left from the last test. */
function onFakeTimers() {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-05-15T14:30:00Z'));
    toastQueue.clear();
  });
  afterEach(() => vi.useRealTimers());
}

describe('a run in the store, on one timer', () => {
  onFakeTimers();

  it('runs 25 s, then completes once, whatever is pressed on the way', () => {
    const store = createStore();
    store.set(startTrainingAtom);
    expect(toasts()).toEqual(['AI training started. This may take several minutes.']);
    vi.advanceTimersByTime(12_000);
    expect(store.get(trainingAtom).progress).toBe(48);
    store.set(startTrainingAtom);
    store.set(resumeTrainingAtom);
    vi.advanceTimersByTime(13_000);
    expect(store.get(trainingAtom)).toMatchObject({ status: 'idle', progress: 100, metrics: COMPLETED_METRICS });
    expect(store.get(trainingAtom).history).toHaveLength(4);
    vi.advanceTimersByTime(10_000);
    expect(store.get(trainingAtom).history).toHaveLength(4);
    expect(toasts()).toEqual(['AI training completed successfully!', 'AI training started. This may take several minutes.']);
  });

  it('does nothing when not ready', () => {
    const store = createStore();
    store.set(uploadsAtom, { ...initialUploads, agentGuides: [] });
    store.set(startTrainingAtom);
    vi.advanceTimersByTime(30_000);
    expect(store.get(trainingAtom)).toEqual(initialTraining);
    expect(toasts()).toEqual([]);
  });
});

describe('parameters', () => {
  const ok = (patch: object) => parametersSchema.safeParse({ ...defaultParameters, ...patch }).success;

  it('has the documented defaults', () => {
    expect(defaultParameters).toEqual({ epochs: 10, learningRate: 0.001, batchSize: 16, optimizer: 'adam', useAutoTuning: true });
  });

  it('holds each range at its edges', () => {
    expect([ok({ epochs: 1 }), ok({ epochs: 20 }), ok({ epochs: 0 }), ok({ epochs: 21 }), ok({ epochs: 2.5 })]).toEqual([true, true, false, false, false]);
    expect([ok({ learningRate: 0.0001 }), ok({ learningRate: 0.01 }), ok({ learningRate: 0.00009 }), ok({ learningRate: 0.0101 }), ok({ learningRate: 0.00015 })]).toEqual([
      true, true, false, false, false,
    ]);
    expect([8, 16, 32, 64, 12].map((batchSize) => ok({ batchSize }))).toEqual([true, true, true, true, false]);
    expect(['adam', 'sgd', 'rmsprop', 'adagrad', 'adamw'].map((optimizer) => ok({ optimizer }))).toEqual([true, true, true, true, false]);
  });

  it('accepts every learning rate on the 0.0001 grid', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 100 }), (n) => {
      expect(ok({ learningRate: n / 10_000 })).toBe(true);
    }));
  });
});

describe('a run whose timer is stopped (a story torn down)', () => {
  onFakeTimers();

  it('ticks no more and says nothing; a resume carries on from where it was', () => {
    const store = createStore();
    store.set(startTrainingAtom);
    vi.advanceTimersByTime(5_000);
    const at = store.get(trainingAtom);
    expect(at).toMatchObject({ status: 'running', progress: 20 });
    store.set(stopTrainingTimerAtom);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(30_000);
    expect(store.get(trainingAtom)).toEqual(at);
    expect(toasts()).toEqual(['AI training started. This may take several minutes.']);
    store.set(resumeTrainingAtom);
    vi.advanceTimersByTime(TICK_MS);
    expect(store.get(trainingAtom).progress).toBeGreaterThan(at.progress);
  });
});

describe('a run whose state is reset under it', () => {
  onFakeTimers();

  it('stops its timer quietly: no completion, no toast', () => {
    const store = createStore();
    store.set(startTrainingAtom);
    vi.advanceTimersByTime(5_000);
    store.set(trainingAtom, initialTraining);
    vi.advanceTimersByTime(30_000);
    expect(store.get(trainingAtom)).toEqual(initialTraining);
    expect(toasts()).toEqual(['AI training started. This may take several minutes.']);
    expect(vi.getTimerCount()).toBe(0);
  });
});
