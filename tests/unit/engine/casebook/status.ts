/**
 * Status words in the past or negated, severity by stage or measure, a line's date reaching every fact (issue 48).
 */
import type { Case } from './types';

export const statusInTime: Case[] = [];
