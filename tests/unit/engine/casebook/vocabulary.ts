/**
 * The vocabulary agents meet: most-prescribed drugs and brands, everyday drugs, application knock-outs and their abbreviations (issue 48).
 */
import type { Case } from './types';

export const vocabulary: Case[] = [];
