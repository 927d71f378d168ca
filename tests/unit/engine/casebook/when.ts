/**
 * Dates as agents write them: months, two-digit years, age at an event, 'sober since', 'in remission since' (issue 48).
 */
import type { Case } from './types';

export const whenWritten: Case[] = [];
