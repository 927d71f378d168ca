import { atom } from 'jotai';
import * as z from 'zod/mini';
import { toast } from '../../components/Toast/toastQueue';
import { TICK_MS, defaultParameters, initialTraining, parametersSchema, readiness, start, tick, trainingSchema } from './training';
import { initialUploads, uploadsSchema } from './files';
import { initialSheets, sheetsSchema } from './sheets';
import { sessionAtom } from '../sessionAtom';
import { ADMIN_SESSION_PREFIX } from './sessionKeys';

/** Uploaded file records per category, for this browser session. */
export const uploadsAtom = sessionAtom(`${ADMIN_SESSION_PREFIX}uploads.v1`, uploadsSchema, initialUploads);

/** The three spreadsheet connections, for this browser session. */
export const sheetsAtom = sessionAtom(`${ADMIN_SESSION_PREFIX}sheets.v1`, sheetsSchema, initialSheets);

/** Parameters as last saved. */
export const parametersAtom = sessionAtom(`${ADMIN_SESSION_PREFIX}parameters.v1`, parametersSchema, defaultParameters);

export const dataSourceKeys = ['agentGuides', 'trainingMaterials', 'productDocuments', 'medicalConditions', 'products', 'carriers'] as const;
export type DataSourceKey = (typeof dataSourceKeys)[number];
const enabledSchema = z.partialRecord(z.enum(dataSourceKeys), z.boolean());
/** Which sources a run learns from; all on at first. */
export const enabledSourcesAtom = sessionAtom<Partial<Record<DataSourceKey, boolean>>>('navigator.admin.sources.v1', enabledSchema, {});

export const trainingAtom = sessionAtom(`${ADMIN_SESSION_PREFIX}training.v1`, trainingSchema, initialTraining);

/** Readiness, derived from the uploads and the sheets by the one rule in training.ts. */
export const readinessAtom = atom((get) => {
  const uploads = get(uploadsAtom);
  const sheets = get(sheetsAtom);
  return readiness(uploads.agentGuides.length, Object.values(sheets), sheets.products.connected ? sheets.products.rowCount : 0);
});

/** The run's one timer; not stored, so a reload resumes a run instead of doubling it. */
const timerAtom = atom<ReturnType<typeof setInterval> | null>(null);

const driveAtom = atom(null, (get, set) => {
  if (get(timerAtom) !== null) return;
  const stop = () => {
    clearInterval(id);
    set(timerAtom, null);
  };
  const id = setInterval(() => {
    const current = get(trainingAtom);
    // The state was reset under the run (a cleared session): stop quietly.
    if (current.status !== 'running') return stop();
    const next = tick(current, new Date());
    set(trainingAtom, next);
    if (next.status === 'running') return;
    stop();
    toast.success('AI training completed successfully!');
  }, TICK_MS);
  set(timerAtom, id);
});

/**
 * Stops the run's timer without touching the run: its state is its start time and elapsed ticks, so
 * a later resume carries on from there. The app never needs it (its store lives as long as the
 * page); the workbench calls it when a story is torn down, so a story's run can never tick into the
 * next story's session or raise its completion toast there.
 */
export const stopTrainingTimerAtom = atom(null, (get, set) => {
  const id = get(timerAtom);
  if (id === null) return;
  clearInterval(id);
  set(timerAtom, null);
});

/** "Start Training": only when ready and idle. */
export const startTrainingAtom = atom(null, (get, set) => {
  const current = get(trainingAtom);
  const next = start(current, get(readinessAtom).trainReady);
  if (next === current) return;
  set(trainingAtom, next);
  toast.info('AI training started. This may take several minutes.');
  set(driveAtom);
});

/** A run found running with no timer (after a reload) carries on from where it was. */
export const resumeTrainingAtom = atom(null, (get, set) => {
  if (get(trainingAtom).status === 'running') set(driveAtom);
});
