/**
 * The order an agent would choose: full benefit from day one, then part, then guaranteed issue; issue-age wording (issue 48).
 */
import type { Case } from './types';

export const order: Case[] = [];
