/**
 * Nothing unknown resolved in the client's favour: unread words, unknown drugs and open answers hold the offer (issue 48).
 */
import type { Case } from './types';

export const unsure: Case[] = [];
