/**
 * Which words of a clause are negated, in NegEx's shape (Chapman et al., 2001): a trigger before a
 * term ("no", "denies", "negative for", "ruled out") negates the terms in a window after it, up to a
 * word such as "since" or "due"; a trigger after a term ("HIV negative", "CP workup negative", "MI
 * ruled out") negates the nearest term before it.
 */

/** Triggers as word sequences; the longest is tried first at each position. */
const BEFORE = ['no history of', 'no hx of', 'no sign of', 'no signs of', 'no evidence of', 'tested negative for', 'negative for', 'neg for', 'free of', 'absence of', 'ruled out', 'rule out', 'r o', 'negative', 'no', 'not', 'never', 'denies', 'denied', 'deny', 'without', 'w o', 'nor'];
const AFTER = ['ruled out', 'was negative', 'were negative', 'came back negative', 'negative', 'neg', 'non reactive', 'nonreactive', 'not confirmed', 'excluded'];
const split = (list: string[]) => list.map((t) => t.split(' ')).sort((a, b) => b.length - a.length);
const BEFORE_WORDS = split(BEFORE);
const AFTER_WORDS = split(AFTER);

function triggerAt(words: readonly string[], i: number, triggers: string[][]): number {
  for (const trigger of triggers) {
    if (trigger.every((word, k) => words[i + k] === word)) return trigger.length;
  }
  return 0;
}

/** Words after which "negative" describes a test of the tumour, not the absence of the disease ("HER2 negative breast cancer"). */
const MARKERS = new Set(['her2', 'er', 'pr', 'triple', 'node', 'nodes', 'margin', 'margins', 'brca', 'brca1', 'brca2', 'receptor', 'hormone', 'lymph', 'estrogen', 'progesterone', 'kras', 'egfr', 'pd', 'l1', 'rh']);
/** Words that end a trigger's scope: what follows is another fact ("denies chest pain since stent placed"). */
const TERMINATORS = new Set(['since', 'due', 'after', 'because', 'following', 'from', 'for', 'secondary', 'caused', 'but', 'though', 'until', 'when', 'while']);
/**
 * Pseudo-negations (NegEx's own list): a trigger word in one of these says nothing is absent ("no
 * change in dementia", "no improvement in COPD", "not compliant with dialysis", "not in remission"):
 * the term after it is still the client's.
 */
const PSEUDO = split([
  'no change', 'no changes', 'no significant change', 'no improvement', 'not improved', 'not improving', 'no better', 'not better',
  'no relief', 'not relieved', 'not compliant', 'not complying', 'not adherent', 'no increase', 'no decrease', 'no worsening',
  'no further', 'not controlled', 'not well controlled', 'not responding', 'no response', 'not only', 'no longer able', 'not able',
  'not cured', 'no cure', 'not resolved', 'never resolved', 'not in remission', 'no longer in remission', 'never went away',
  'never stopped', 'without improvement', 'without relief', 'not stable', 'no longer stable', 'not a candidate',
]);
/**
 * Words that, within a trigger's reach after the term, undo the denial: the fact holds at some time
 * or in some way ("no oxygen except at night", "no other issues besides ESRD", "never had a heart
 * attack until last year", "no chemo yet", "without dialysis would die").
 */
const UNDO: ReadonlySet<string> = new Set(['except', 'besides', 'until', 'till', 'yet', 'would', 'unless', 'excepting']);
/** Words that join the items of a denied list: its scope runs to the list's end. */
const LIST: ReadonlySet<string> = new Set(['or', 'nor']);
/** How many words after a trigger it reaches, as in NegEx. */
const WINDOW = 5;

/**
 * A test for a span [start, end) of the clause's words: is it negated? Only words no name took can
 * be a trigger, so "triple negative breast cancer" stays a cancer. `terms` are the spans of every
 * fact found in the clause, so a trigger after them negates only the nearest.
 */
export function negatedSpans(
  words: readonly string[],
  used: readonly boolean[],
  terms: readonly { start: number; end: number }[],
): (start: number, end: number) => boolean {
  const free = words.map((word, i) => (used[i] ? '' : word));
  const scopes: [number, number][] = [];
  const negatedTerms = new Set<string>();
  for (let i = 0; i < free.length; i++) {
    const marker = MARKERS.has(words[i - 1] ?? '');
    const pseudo = triggerAt(free, i, PSEUDO);
    if (pseudo > 0) {
      i += pseudo - 1;
      continue;
    }
    const before = marker ? 0 : triggerAt(free, i, BEFORE_WORDS);
    if (before > 0) {
      let end = i + before;
      while (end < words.length && end < i + before + WINDOW && !TERMINATORS.has(words[end] ?? '') && !UNDO.has(words[end] ?? '')) end++;
      // A denied list ("no history of cancer, heart disease or stroke") reaches its last item.
      if (words.slice(i + before, end).some((w) => LIST.has(w))) while (end < words.length && !TERMINATORS.has(words[end] ?? '') && !UNDO.has(words[end] ?? '') && !/^\d/.test(words[end] ?? '')) end++;
      // A word that undoes the denial right after its reach ("no oxygen except at night"): no denial.
      const undone = words.slice(end, end + 2).some((w) => UNDO.has(w));
      if (!undone) scopes.push([i, end]);
    }
    const after = marker ? 0 : triggerAt(free, i, AFTER_WORDS);
    if (after > 0) {
      // The nearest term before the trigger, with no date or number between (a dated event happened).
      const nearest = terms.filter((t) => t.end <= i).sort((a, b) => b.end - a.end)[0];
      if (nearest && i - nearest.end <= 3 && !words.slice(nearest.end, i).some((w) => /^\d/.test(w))) negatedTerms.add(`${nearest.start}:${nearest.end}`);
    }
  }
  // A term overlapping a trigger is inside its scope too ("no history of cancer" when "history of cancer" is a name).
  return (start, end) => negatedTerms.has(`${start}:${end}`) || scopes.some(([from, to]) => end > from && start < to);
}
