/** Every case of the casebook, by theme. */
import { ages } from './ages';
import { build } from './build';
import { borderline, contextReach, graver, labs, nonMedical, past, pending, statedUse } from './context';
import { dates } from './dates';
import { evidence } from './evidence';
import { fresh } from './fresh';
import { knockouts } from './knockouts';
import { lookbacks } from './lookbacks';
import { medications } from './medications';
import { misreads } from './misreads';
import { multifact } from './multifact';
import { negations } from './negations';
import { others } from './others';
import { tobacco } from './tobacco';
import type { Case } from './types';
import { variants } from './variants';
import { unsure } from './honesty';
import { vocabulary } from './vocabulary';
import { order } from './order';
import { statusInTime } from './status';
import { whenWritten } from './when';

export const casebook: Record<string, Case[]> = {
  'part 1 knock-outs': knockouts,
  'part 2 look-backs': lookbacks,
  'dates': dates,
  'negations': negations,
  'medications (Rx check)': medications,
  'tobacco': tobacco,
  'build': build,
  'issue ages': ages,
  'several facts': multifact,
  'the same facts in other words': variants,
  'misreads in context': misreads,
  'whose fact it is': others,
  'evidence is not a diagnosis': evidence,
  'pending results postpone': pending,
  'over: pregnancy or childhood only': past,
  'borderline is the milder kind': borderline,
  'severity words make a fact graver': graver,
  'the use written on the line decides': statedUse,
  'lab values are evidence': labs,
  'non-medical facts': nonMedical,
  'context no wider than it reaches': contextReach,
  'unsure: held, never kind': unsure,
  'the vocabulary agents meet': vocabulary,
  'the order an agent would choose': order,
  'status in time, severity by stage': statusInTime,
  'dates as agents write them': whenWritten,
  'fresh agent cases (unseen)': fresh,
};

export * from './types';
