/**
 * The AI training tab's model (docs/product.md §7.5): parameters, readiness, and a run as a pure state
 * machine. A timer outside React drives `tick`; tests drive it with fake timers.
 */
import * as z from 'zod/mini';

export const TICK_MS = 500;
export const PROGRESS_STEP = 2;

export const optimizers = ['adam', 'sgd', 'rmsprop', 'adagrad'] as const;
export const batchSizes = [8, 16, 32, 64] as const;

const onLearningRateStep = (v: number) => Math.abs(v * 10_000 - Math.round(v * 10_000)) < 1e-6;

export const parametersSchema = z.object({
  epochs: z
    .number({ error: 'Epochs must be a number' })
    .check(z.int('Epochs must be a whole number'), z.gte(1, 'Epochs must be between 1 and 20'), z.lte(20, 'Epochs must be between 1 and 20')),
  learningRate: z
    .number({ error: 'Learning rate must be a number' })
    .check(
      z.gte(0.0001, 'Learning rate must be between 0.0001 and 0.01'),
      z.lte(0.01, 'Learning rate must be between 0.0001 and 0.01'),
      z.refine(onLearningRateStep, 'Learning rate moves in steps of 0.0001'),
    ),
  batchSize: z.union(batchSizes.map((n) => z.literal(n)) as [z.ZodMiniLiteral<8>, z.ZodMiniLiteral<16>, z.ZodMiniLiteral<32>, z.ZodMiniLiteral<64>], {
    error: 'Batch size must be 8, 16, 32 or 64',
  }),
  optimizer: z.enum(optimizers, { error: 'Optimizer must be adam, sgd, rmsprop or adagrad' }),
  useAutoTuning: z.boolean(),
});
export type TrainingParameters = z.infer<typeof parametersSchema>;

export const defaultParameters: TrainingParameters = { epochs: 10, learningRate: 0.001, batchSize: 16, optimizer: 'adam', useAutoTuning: true };

export const sessionSchema = z.object({
  id: z.string(),
  date: z.string(),
  duration: z.string(),
  status: z.enum(['success', 'failed']),
  dataPoints: z.number().check(z.int(), z.nonnegative()),
  accuracy: z.number().check(z.gte(0), z.lte(100)),
});
export type TrainingSession = z.infer<typeof sessionSchema>;

export const metricsSchema = z.object({ accuracy: z.number(), precision: z.number(), recall: z.number(), f1Score: z.number() });
export type Metrics = z.infer<typeof metricsSchema>;

export const trainingSchema = z.object({
  status: z.enum(['idle', 'running']),
  progress: z.number().check(z.gte(0), z.lte(100)),
  lastTrained: z.nullable(z.string()),
  metrics: metricsSchema,
  history: z.array(sessionSchema),
});
export type TrainingState = z.infer<typeof trainingSchema>;

export const initialTraining: TrainingState = {
  status: 'idle',
  progress: 0,
  lastTrained: null,
  metrics: { accuracy: 92.7, precision: 90.4, recall: 87.9, f1Score: 89.1 },
  history: [
    { id: 's-3', date: '2025-05-02T10:00:00.000Z', duration: '15m 42s', status: 'success', dataPoints: 1285, accuracy: 92.7 },
    { id: 's-2', date: '2025-04-29T10:00:00.000Z', duration: '14m 18s', status: 'success', dataPoints: 1182, accuracy: 89.5 },
    { id: 's-1', date: '2025-04-24T10:00:00.000Z', duration: '6m 03s', status: 'failed', dataPoints: 843, accuracy: 0 },
  ],
};

/** What a completed run produces (docs/product.md §7.5): no path produces a failed run. */
export const COMPLETED_RUN = { duration: '16m 08s', dataPoints: 1432, accuracy: 94.2 } as const;
export const COMPLETED_METRICS: Metrics = { accuracy: 94.2, precision: 92.5, recall: 89.8, f1Score: 91.1 };

export function start(state: TrainingState, ready: boolean): TrainingState {
  if (!ready || state.status === 'running') return state;
  return { ...state, status: 'running', progress: 0 };
}

export function tick(state: TrainingState, now: Date): TrainingState {
  if (state.status !== 'running') return state;
  const progress = Math.min(100, state.progress + PROGRESS_STEP);
  if (progress < 100) return { ...state, progress };
  return {
    status: 'idle',
    progress: 100,
    lastTrained: now.toISOString(),
    metrics: COMPLETED_METRICS,
    history: [{ id: `s-${now.getTime()}`, date: now.toISOString(), status: 'success', ...COMPLETED_RUN }, ...state.history],
  };
}

export interface Readiness {
  documentsUploaded: number;
  connectedSpreadsheets: number;
  productsConfigured: number;
  trainReady: boolean;
}

/** The one readiness rule: agent guides to learn from, and the products sheet connected. */
export function readiness(agentGuides: number, sheets: { connected: boolean; rowCount: number }[], productsRows: number): Readiness {
  const connectedSpreadsheets = sheets.filter((s) => s.connected).length;
  return {
    documentsUploaded: agentGuides,
    connectedSpreadsheets,
    productsConfigured: productsRows,
    trainReady: agentGuides > 0 && productsRows > 0,
  };
}
