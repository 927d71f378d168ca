/** What a read-back question says beside its answers, and whether it is one that can change the results. */
import type { ReadQuestion } from '../../contract';

/**
 * Whether some answer to it changes an offer or a decline shown: the engine says `null` when none
 * does. Absent (not worked out) counts as one that can.
 */
export const canChangeResults = (question: Pick<ReadQuestion, 'changes'>): boolean => question.changes !== null;

/** What was read and the evidence: "Until answered, read as … Evidence: 300 mg: …". */
export function questionDescription(question: Pick<ReadQuestion, 'reading' | 'evidence'>): string {
  const evidence = question.evidence.length > 0 ? ` Evidence: ${question.evidence.join('; ')}.` : '';
  return `${question.reading}${evidence}`;
}

/**
 * What some answer changes, as a sentence under the question ("Changes 12 offers and 3 products not
 * offered."); "No answer changes the products shown." when none does; nothing when not worked out.
 */
export function changesSentence(question: Pick<ReadQuestion, 'changes'>): string | null {
  if (question.changes === undefined) return null;
  if (question.changes === null) return 'No answer changes the products shown.';
  const said = question.changes.trim();
  return said === '' ? null : /[.!?]$/.test(said) ? said : `${said}.`;
}

const QUOTED = /^(.*?)(['‘“"])(.+)(['’”"])([^'’”"]*)$/s;

/**
 * A question's text around the word it quotes ("What is 'Copenhagen'?": "What is '", "Copenhagen",
 * "'?"), so the agent's word is set apart from the app's; null when it quotes none.
 */
export function quotedParts(text: string): { before: string; quoted: string; after: string } | null {
  const match = QUOTED.exec(text);
  if (!match) return null;
  const [, lead, open, quoted, close, tail] = match;
  return { before: `${lead}${open}`, quoted: quoted!, after: `${close}${tail}` };
}
