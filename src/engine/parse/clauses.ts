/**
 * A line split into clauses, and the word rules of a clause: whose it is (a relative, someone else),
 * status words (over, now, again, temporary), words that are a condition only in context, facts made
 * of several words, a condition read with its clause, and evidence that is not a diagnosis. Negation
 * is negation.ts; words that carry no condition are filler.ts.
 * A clause ends at , ; . and at "but", "however" or "although"; at "and" only after a date.
 */

/**
 * Oxygen written with a zero ("on 02", "2L 02", "02 at night", "uses 02 24/7") is O2: "02" where a
 * word of use or an amount comes before it, or a time or a way of use after it. Not a "02" of a date
 * ("02/2024", "2002") or a dose ("0.2").
 */
const ZERO_O2 = /(?<=\b(?:on|uses?|using|used|home|nocturnal|supplemental|night(?:ly)?|needs?|requires?|w\/|with|\d\s*l|\d\s*lpm|liters?|lpm|l)\s*)02\b(?![/.\d])|\b02(?=\s+(?:at night|24\/7|prn|continuous(?:ly)?|nightly|at bedtime|during sleep|when sleeping|while sleeping|as needed|via|by nasal|concentrator|tank|therapy|dependent|\d+\s*l))/gi;

/** A line with oxygen written with a zero read as O2. */
export const withOxygenRead = (line: string): string => line.replace(ZERO_O2, 'O2');

/** A date in a clause: a year, a month and year, or an amount of time ago. */
const DATED = /\b(?:19|20)\d{2}\b|\bago\b|\b\d{1,2}\/\d{2,4}\b/i;

/** A denial followed by items joined by commas and a last "or"/"nor", with no date among them. */
const DENIED_LIST = /\b(?:no history of|no hx of|no|denies|denied|never had|negative for|without)\s+[^.;,\d]+(?:,\s*[^.;,\d]+)+,?\s+(?:or|nor)\s+[^.;,\d]+/gi;

export function splitClauses(line: string): string[] {
  const parts = line
    // "H.I.V.", "C.O.P.D.": dotted short forms are one word, not four clauses.
    .replace(/\b(?:[A-Za-z]\.){2,}/g, (dotted) => dotted.replace(/\./g, ''))
    // "husband has COPD, me too": the client's share is one clause with the fact it shares (CLIENT_TOO).
    .replace(/\s*[,;]\s*(?=(?:and\s+)?(?:me too|so do i|so did i|so have i|i do too|i did too|same (?:here|for me)|as do i)\b)/gi, ' ')
    // A denied list is one clause: "no history of cancer, heart disease or stroke" (its commas join items).
    .replace(DENIED_LIST, (list) => list.replace(/,/g, ' or'))
    // A date is one clause: "Sept. 2019", "Sept. '24" (a shortened month's period), "March 3rd, 2019" (the comma before its year).
    .replace(/\b(jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\.(?=\s*['\u2019]?\d)/gi, '$1')
    .replace(/\b((?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?),\s*((?:19|20)\d{2})\b/gi, '$1 $2')
    // Not at "except": it belongs to the denial before it ("no oxygen except at night": negation.ts).
    .split(/[;,]|\.(?!\d)|\b(?:but|however|although)\b/i)
    .map((part) => part.trim())
    .filter(Boolean)
    // "heart attack 2016 and stroke 2025": "and" after a date starts another fact with its own date.
    // Otherwise it stays ("head and neck cancer", "negative for HIV and hepatitis C").
    .flatMap((part) => {
      const pieces: string[] = [];
      let rest = part;
      for (let at = rest.search(/\s(?:and|&)\s/i); at > 0; at = rest.search(/\s(?:and|&)\s/i)) {
        const left = rest.slice(0, at);
        if (!DATED.test(left)) break;
        pieces.push(left.trim());
        rest = rest.slice(at).replace(/^\s(?:and|&)\s/i, '');
      }
      return [...pieces, rest.trim()].filter(Boolean);
    });
  // "Chronic kidney disease, stage 4": a stage or grade belongs to the clause before it.
  const clauses: string[] = [];
  for (const part of parts) {
    if (clauses.length > 0 && /^(?:stage|grade|class|type)\b/i.test(part)) clauses[clauses.length - 1] += ` ${part}`;
    else clauses.push(part);
  }
  return clauses;
}

/** Someone who helps the client: the clause stays the client's ("sister helps with bathing", "husband drives her to dialysis"). */
const HELPING = String.raw`(?!'?s?\s+(?:helps?|bathes|dresses|feeds|assists|cares|takes care|does|drives|manages|gives|reminds))`;

/**
 * A clause that opens with a relative ("mother had breast cancer at 45", "father: heart disease") is
 * family history written in the wrong box. A relative named later ("kidney transplant from brother")
 * or helping the client ("sister helps with bathing") leaves the clause the client's.
 */
/** Words before a person that leave them the same person ("twin sister", "late father", "maternal grandmother"). */
const KIN_WORDS = String.raw`(?:(?:twin|older|younger|elder|elderly|aging|ageing|sick|disabled|ill|big|little|baby|half|identical|late|deceased|maternal|paternal|biological|only)[- ]+)*`;

export const RELATIVE = new RegExp(
  String.raw`^\W*(?:(?:my|his|her|their|client'?s)\s+)?(?:${KIN_WORDS}(?:mother|father|mom|dad|mum|parents?|brothers?|sisters?|siblings?|grand(?:mother|father|parents?)|aunts?|uncles?|cousins?)|family history|fam(?:ily)?\.?\s*(?:hx|h\/o)|fhx|fh(?=\s*(?:of\b|:)))\b` + HELPING,
  'i',
);

/**
 * A clause that says someone died of something ("died of lung cancer", "passed away from a stroke
 * at 60"): the client is alive, so it is a relative's, family history written in the wrong box. Not
 * "almost died", "nearly died": those are the client's.
 */
export const DIED_OF = /(?<!\b(?:almost|nearly|could have|would have|had)\s+)\b(?:died|passed away|passed on)\b/i;

/**
 * A clause that opens with someone who is neither the client nor a blood relative ("husband has
 * diabetes", "wife: breast cancer 2019", "son with type 1 diabetes", "mother-in-law dementia",
 * "stepfather heart attack at 50"): ConText's "other" experiencer. It is not the client's condition,
 * and not family history either (only parents' and siblings' count): the read-back lists it as not
 * counted. Tried before RELATIVE, which would read "mother-in-law" as a mother.
 */
export const SOMEONE_ELSE = new RegExp(
  String.raw`^\W*(?:(?:my|his|her|their|the|client'?s)\s+)?${KIN_WORDS}((?:ex[- ]?)?(?:husband|wife|spouse|partner|boyfriend|girlfriend|fianc[eé]e?|sons?|daughters?|child|children|kids?|grand(?:sons?|daughters?|children|kids?)|step[- ]?(?:mother|father|mom|dad|brothers?|sisters?|sons?|daughters?|parents?)|(?:mother|father|brother|sister|son|daughter|parents?)s?[- ]in[- ]laws?|friends?|roommates?|co-?workers?|neighbou?rs?|caregivers?|patients?))\b` +
    HELPING,
  'i',
);

/**
 * A clause about someone the client looks after ("takes care of mother with dementia", "caregiver for
 * husband with ALS", "looks after her sister, who has MS"): the condition is theirs. Not counted,
 * and not family history either (a relative's condition written this way says who is cared for).
 */
const CARES_FOR = new RegExp(
  String.raw`\b(?:(?:takes?|taking|took) care of|cares? for|cared for|caring for|caregiver (?:for|to|of)|care ?giver (?:for|to|of)|looks? after|looking after|looked after)\s+(?:(?:my|his|her|their|the|an?|our)\s+)?${KIN_WORDS}((?:husband|wife|spouse|partner|mother|father|mom|dad|mum|parents?|brothers?|sisters?|sons?|daughters?|child|children|grand(?:mother|father|parents?|sons?|daughters?|children)|aunts?|uncles?|friends?|neighbou?rs?|patients?|(?:mother|father)[- ]in[- ]law))\b`,
  'i',
);

/**
 * Who a SOMEONE_ELSE clause is about, in the engine's own spelling ("Mother in law" → "mother-in-law",
 * "step father" → "stepfather"): one of the words of the pattern, never the rest of what was written.
 */
export function someoneElse(clause: string): string | null {
  const who = SOMEONE_ELSE.exec(clause)?.[1] ?? CARES_FOR.exec(clause)?.[1];
  if (!who) return null;
  return who
    .toLowerCase()
    .replace(/^ex\s+/, 'ex-')
    .replace(/^step[- ]/, 'step')
    .replace(/[- ]in[- ]law/, '-in-law');
}

/**
 * Whether a clause is about another person, not the client: someone else (SOMEONE_ELSE) or a blood
 * relative (RELATIVE). The condition reader also tells the two apart (not counted, or family
 * history); any other reader (tobacco) only needs to know the fact is not the client's.
 */
export const aboutAnotherPerson = (clause: string): boolean => !CLIENT_TOO.test(clause) && (someoneElse(clause) !== null || RELATIVE.test(clause) || DIED_OF.test(clause));

/**
 * A clause that names the client beside the other person ("my wife and I have emphysema", "husband
 * has COPD and so do I", "my son thinks I have early dementia"): the fact is the client's too.
 */
export const CLIENT_TOO = /\b(?:and (?:i|me|myself)|(?:i|me) and (?:my|his|her)|so (?:do|did|have|am) i|me too|i (?:do|did) too|same (?:here|for me)|as do i|as have i|we (?:both|all|each)|both of us|the two of us|i (?:have|had|am|was|also|too)|i'(?:m|ve))\b/i;

/**
 * A clause that says a condition is over: its date governs, even for one that is usually lifelong.
 * "Completed" or "finished" counts only with a treatment ("completed treatment 2019", "finished
 * chemo"): "completed cardiac rehab" says nothing about the heart disease beside it.
 */
const COMPLETED = '(?:completed|finished|done with|successfully)\\s+(?:[a-z]+\\s+)?(?:treatment|treated|therapy|course|chemo\\w*|radiation|antivirals?|harvoni|epclusa|mavyret|sovaldi|medication|meds)';
export const RESOLVED = new RegExp(
  `\\b(?:resolved|cured|in remission|remission|no longer|went away|as a child|childhood|outgrew|sober|clean|in recovery|recovered|recovering|quit|stopped|eradicated|svr|${COMPLETED})\\b`,
  'i',
);
/**
 * The status words that also bind to the fact of the clause before, when their own clause names no
 * other kind of fact ("hepatitis C, cured 2018 after Harvoni"; "breast cancer 2015, completed chemo
 * 2016, in remission"). Not "quit" or "sober": "COPD, quit smoking 2015" says nothing about the COPD.
 */
export const OVER = new RegExp(
  `\\b(?:resolved|cured|in remission|remission|went away|eradicated|svr|no evidence of (?:disease|recurrence|cancer|malignancy)|ned|(?:cancer|disease)[- ]free|${COMPLETED})\\b`,
  'i',
);

/** A care fact that is temporary ("wheelchair for six weeks after knee surgery") is not the chronic-illness knock-out. */
export const TEMPORARY = /\b(?:temporar\w*|short[- ]term(?! memory)|for (?:a few|\d+|two|three|four|six) (?:days|weeks)|while recovering)\b/i;

/**
 * Words that name a condition only in context. "Rehab" (or "in recovery", "treatment center") is
 * alcohol or drug treatment unless its line says it is physical rehab and its clause names no
 * substance ("rehab for knee replacement", "cardiac rehab after stent", "PT/rehab after shoulder
 * surgery"; "drug rehab", "in rehab for opioids" stay). "Aids" in any case is the disease unless it is
 * a device ("hearing aids", "walking aids") or a verb ("aids in digestion", "aids sleep").
 */
const SUBSTANCE = /\b(?:alcohol\w*|drugs?|substances?|opioids?|opiates?|heroin|cocaine|meth\w*|fentanyl|oxy\w*|narcotics?|painkillers?|pills|detox\w*|addict\w*|drink\w*|drunk|aa|na|sober\w*|booze|liquor|dui)\b/i;
const PHYSICAL = /\b(?:physical|physio\w*|occupational|cardiac|heart|pulmonary|lung|stroke|cva|knee|knees|hip|hips|shoulder|shoulders|back|spine|spinal|neck|ankle|wrist|elbow|foot|leg|arm|hand|joint|joints|acl|rotator|meniscus|surgery|surgeries|replacement|replaced|fracture\w*|broken|injury|injuries|accident|stent|bypass|orthop\w*|sports|therapy|nursing|snf|skilled|sub-?acute)\b/i;
/** "PT", "OT", "MI" in capitals ("pt" is often the patient). */
const PHYSICAL_CAPITALS = /\b(?:PT|OT|MI)\b/;
/**
 * Physical words strong enough to read rehab as physical from another clause of the line: a joint,
 * an operation, an injury. Not "back" ("back to work"), "therapy" ("in therapy"), a limb or the heart.
 */
const LINE_PHYSICAL = /\b(?:physical|physio\w*|occupational|cardiac|pulmonary|knee|knees|hip|hips|shoulder|shoulders|spine|spinal|ankle|wrist|elbow|joint|joints|acl|rotator|meniscus|surgery|surgeries|replacement|replaced|fracture\w*|broken|injury|injuries|stent|bypass|orthop\w*)\b/i;
const REHAB_TEXTS = new Set(['rehab', 'in recovery', 'treatment center']);
/** Words before "aids" that make it a device; words after it that make it a verb. */
const AID_DEVICE = new Set(['hearing', 'walking', 'mobility', 'sleep', 'sleeping', 'visual', 'vision', 'dietary', 'diet', 'digestive', 'memory', 'breathing', 'bathroom', 'bath', 'ambulatory', 'assistive', 'living', 'daily', 'first', 'study', 'teaching', 'audio', 'nutritional', 'feeding', 'dressing', 'bathing', 'toileting', 'hearings', 'band', 'navigational']);
const AID_VERB_OBJECT = new Set(['digestion', 'sleep', 'sleeping', 'recovery', 'breathing', 'healing', 'memory', 'circulation', 'mobility', 'walking', 'balance', 'relaxation']);

export function meantHere(id: string, text: string, words: readonly string[], start: number, end: number, clause: string, line: string): boolean {
  if (id === 'substance-abuse-treatment' && REHAB_TEXTS.has(text)) {
    const physical = (text: string) => PHYSICAL.test(text) || PHYSICAL_CAPITALS.test(text);
    // The clause decides first; then the line, when it names no substance anywhere.
    if (SUBSTANCE.test(clause)) return true;
    if (physical(clause)) return false;
    return SUBSTANCE.test(line) || !(LINE_PHYSICAL.test(line) || PHYSICAL_CAPITALS.test(line));
  }
  if (id === 'aids' && text === 'aids') {
    const before = words[start - 1] ?? '';
    const after = words[end] ?? '';
    if (AID_DEVICE.has(before) || AID_VERB_OBJECT.has(after)) return false;
    // "aids in digestion", "aids with sleep": a verb; "AIDS in 2010", "AIDS with neuropathy" are the disease.
    if ((after === 'in' || after === 'with') && AID_VERB_OBJECT.has(words[end + 1] ?? '')) return false;
  }
  return true;
}

/**
 * Hormone therapy beside a cancer ("breast cancer 2019, on hormone therapy", "on tamoxifen") is
 * ongoing treatment of that cancer: carriers differ, and none gives it a clean level benefit.
 * Drugs by id (data/medications.ts); words by this pattern. A finished course is not ongoing.
 */
export const HORMONE_THERAPY = /\b(?:hormon(?:e|al)|endocrine|anti[- ]?(?:estrogen|oestrogen|hormone|androgen)|androgen[- ]deprivation)\s+(?:therapy|treatment|treatments|blockers?|pills?)\b|\baromatase inhibitors?\b|\bADT\b/i;
export const HORMONE_DRUGS: ReadonlySet<string> = new Set(['tamoxifen', 'anastrozole', 'letrozole', 'exemestane', 'leuprolide']);
export const FINISHED = /\b(?:completed|finished|done with|stopped|ended|off|no longer|former|past|previous)\b/i;

/**
 * What makes COPD or emphysema severe (docs/underwriting.md: graded by severity, not by name):
 * a hospital stay for it in the last 2 years, a nebulizer, oral steroids. Tobacco and severity
 * words ("severe", "end stage") are read elsewhere. Without any of them it is the mild, inhalers-only kind.
 */
export const SEVERE_LUNG_IDS: ReadonlySet<string> = new Set(['copd', 'emphysema']);
/** A nebulizer or oral steroids (not a steroid inhaler). */
export const SEVERE_LUNG_USE = /\b(?:nebuli[sz]\w*|nebs?|duoneb|prednisone|medrol|methylprednisolone|oral steroids?|steroid (?:pills?|tablets?|bursts?|packs?|tapers?)|dose ?pack)\b/i;
export const SEVERE_LUNG_STAY = /\b(?:hospitali[sz]\w*|admitted|admissions?|hospital|icu|intubat\w*|emergency|urgent care|er|ed visits?)\b/i;

/**
 * A status word beside a lifelong condition speaks of an episode of it ("CHF, symptoms resolved";
 * "COPD, exacerbation resolved 2020"; "bipolar, completed therapy"), not of the condition ending.
 */
export const EPISODE = /\b(?:symptoms?|flares?|flare[- ]ups?|exacerbations?|episodes?|attacks?|bouts?|therapy|counsel\w*|pneumonia|infection)\b/i;

/** Infections a course of treatment cures, whatever group they are filed under. */
const CURABLE = new Set(['hepatitis-c', 'tuberculosis']);

/** Conditions a status word in the next clause can end: events, cancers, substance use, curable infections (a cured hepatitis C). */
export const canEnd = (condition: { id: string; course: string; group: string }) =>
  condition.course === 'event' || condition.group === 'cancer' || condition.group === 'substance-use' || CURABLE.has(condition.id);
/** Within this many years a hospital stay still makes COPD severe. */
export const SEVERE_LUNG_YEARS = 2;

/**
 * Facts that no single phrase names but a clause's words together do: help from another person
 * with an activity of daily living ("daughter helps him eat and use the toilet").
 */
const ADL = /^(?:bath|bathe|bathing|bathes|shower|showering|dress|dresses|dressing|dressed|eat|eats|eating|feed|feeding|fed|toilet|toileting|transfer|transfers|transferring|continence|bed)$/;
const COMPOSITES: { id: string; all: RegExp[] }[] = [
  { id: 'needs-help-with-daily-living', all: [/^(?:help|helps|helped|helping|assist|assists|assistance|assisted|caregiver|aide)$/, ADL] },
  // "cannot bathe or dress himself", "unable to feed herself"
  { id: 'needs-help-with-daily-living', all: [/^(?:cannot|cant|unable)$/, ADL] },
  // "daughter bathes and dresses him": someone else does it
  { id: 'needs-help-with-daily-living', all: [/^(?:bathes|dresses|feeds|toilets)$/, /^(?:him|her|them|client)$/] },
  {
    // "stage IV lung cancer", "breast cancer stage 4": a cancer at stage four has spread.
    id: 'metastatic-cancer',
    all: [/^stage$/, /^(?:4|iv|four)$/, /^(?:cancer|carcinoma|lymphoma|melanoma|leukemia|leukaemia|myeloma|tumou?r|sarcoma|adenocarcinoma)$/],
  },
];

/** The composite facts the clause's words make, with the span they cover; their words are marked used. */
export function compositeFacts(words: readonly string[], used: boolean[]): { id: string; start: number; end: number }[] {
  const found: { id: string; start: number; end: number }[] = [];
  for (const { id, all } of COMPOSITES) {
    const at = all.map((pattern) => words.findIndex((w) => pattern.test(w)));
    // Every phrasing found is kept, so a negated one ("without help") cannot hide another ("cannot bathe").
    if (!at.every((i) => i >= 0)) continue;
    found.push({ id, start: Math.min(...at), end: Math.max(...at) + 1 });
    for (let i = 0; i < words.length; i++) if (all.some((pattern) => pattern.test(words[i] ?? ''))) used[i] = true;
  }
  return found;
}

/** Stage four or spread named beside a cancer: metastatic, whatever the cancer is called ("Stage IVa NSCLC", "colon cancer spread to liver"). */
export const METASTATIC = /\bstage\s*(?:4|iv|four)[a-c]?\b|\bspread\b|\bmetasta\w*|\bmets\b/i;

/** A clause saying a fact holds now, whatever date it also gives ("currently in chemo for colon cancer dx 2019"). */
export const NOW = /\b(?:currently|current|now|ongoing|presently|undergoing|receiving|still)\b/i;

/** A clause saying the fact came back ("and again in 2025"). */
export const AGAIN = /\b(?:again|recurr\w*|relapse\w*|another|second|repeat)\b/i;

/**
 * A condition read with its clause: a transplant that is still awaited ("on the waiting list for a
 * kidney transplant", "advised to have a liver transplant") is the part 1 knock-out, not a transplant received.
 */
const CLAUSE_CONTEXT: { from: string; when: RegExp; to: string }[] = [
  { from: 'organ-transplant', when: /\b(?:wait\w*|list|listed|advised|needs?|candidate|evaluat\w*|referred|pending|awaiting)\b/i, to: 'awaiting-transplant' },
  // A kidney disease's stage decides what it is: stage 5 is kidney failure, stage 4 severe.
  { from: 'chronic-kidney-disease', when: /\bstage\s*(?:5|v)\b/i, to: 'end-stage-renal-disease' },
  { from: 'chronic-kidney-disease', when: /\bstage\s*(?:4|iv)\b/i, to: 'ckd-stage-4' },
  { from: 'chronic-kidney-disease', when: /\bstage\s*(?:[1-3][ab]?|i{1,3})\b/i, to: 'ckd-early' },
  // A skin cancer's type written in its clause decides it ("skin cancer (basal cell) 2019"; "skin cancer (melanoma)"),
  // non-melanoma first: it names melanoma to say it is not one.
  { from: 'skin-cancer-unstated', when: /\b(?:basal|squamous|bcc|scc|non-?\s?melanoma)\b/i, to: 'skin-cancer' },
  { from: 'skin-cancer-unstated', when: /\bmelanoma\b/i, to: 'melanoma' },
  // "Allergy immunotherapy", "immunotherapy for allergies": allergy shots, not cancer treatment.
  { from: 'cancer-treatment', when: /\ballerg\w*\s+(?:immunotherapy|shots?)\b|\bimmunotherapy\s+(?:for\s+)?(?:allerg\w*|hay fever|pollen|dust|cats?)\b/i, to: 'seasonal-allergies' },
];

/**
 * Condition ids the reader itself names (composite facts, readings in context, status facts): a
 * conditions sheet without one of them is refused when the catalog loads, never silently half-read.
 */
export const READER_CONDITIONS: readonly string[] = [
  ...new Set([
    ...COMPOSITES.map((c) => c.id),
    ...CLAUSE_CONTEXT.flatMap((c) => [c.from, c.to]),
    'metastatic-cancer',
    'cancer-treatment',
    'hospitalised-now',
    'past-hospital-stay',
    'cancer-hormone-therapy',
    'substance-abuse-treatment',
    'aids',
    'copd',
    'emphysema',
  ]),
];

/** Whether `to` is a reading in context of `from` (a stage of it: "CKD stage 3" of chronic kidney disease). */
export const refines = (from: string, to: string) => CLAUSE_CONTEXT.some((c) => c.from === from && c.to === to);

export function inClause<C extends { id: string }>(condition: C, clause: string, byId: ReadonlyMap<string, C>): C {
  const context = CLAUSE_CONTEXT.find((c) => c.from === condition.id && c.when.test(clause));
  return (context && byId.get(context.to)) ?? condition;
}

/**
 * Evidence that is not a diagnosis (ConText's non-asserted contexts): a clause about a vaccine
 * ("hepatitis B vaccine series completed 2019", "covid booster") or a screening that found nothing
 * ("colon cancer screening 2023") names a disease the client does not have. Returns how the clause
 * reads ("a vaccine, not the disease"), or null when it asserts the disease. A screening that found
 * something ("cancer found on screening", "screening showed polyps", "positive") is left to read as
 * written; "shots" alone is no trigger ("diabetes, insulin shots" is diabetes).
 */
export const VACCINE = /\b(?:(?:vaccines?|vaccinations?|shots?|doses?) series|series of (?:\w+ )?(?:shots|vaccines?|vaccinations|doses)|vaccines?|vaccinated|vaccinations?|immuni[sz](?:ed|ations?)|boosters?|pneumovax|prevnar|shingrix|zostavax|tdap|gardasil|flu shots?)\b/i;
export const SCREENING = /\b(?:screening|screenings|screened)\b/i;
export const FINDING = /\b(?:found|find|finding|findings|showed|shows|revealed|positive|abnormal|detected|diagnosed|dx|confirmed|malignan\w*|removed|biops\w*|polyps?|mass|lump|nodules?|tumou?rs?|stage|treated|treatment|surgery|chemo\w*|radiation)\b/i;

/** A test whose result is written clear: "memory test normal", "diabetes test negative", "thyroid panel WNL". */
export const TEST_WORD = /^(?:tests?|tested|testing|study|studies|panel|panels|labs?|work-?up|evaluation|eval|assessment|screen)$/i;
const CLEAR_RESULT = /\b(?:normal|negative|neg|clear|unremarkable|fine|ok|okay|wnl|within normal limits)\b/i;

export function notADiagnosis(clause: string): string | null {
  if (VACCINE.test(clause)) return 'a vaccine, not the disease';
  if (SCREENING.test(clause) && !FINDING.test(clause)) return 'a screening, not a diagnosis';
  if (CLEAR_RESULT.test(clause) && clause.split(/[^A-Za-z-]+/).some((w) => TEST_WORD.test(w)) && !FINDING.test(clause)) return 'a test that found nothing, not a diagnosis';
  return null;
}

/**
 * Whether a condition is the one a vaccine, a screening or a test in its clause is for: named right before
 * it ("hepatitis B vaccine", "colon cancer screening", "memory test normal") or right after ("vaccinated against
 * hepatitis B", "screened for colon cancer", "tested for diabetes: negative"). "Emphysema - gets flu shot + Pneumovax" is emphysema.
 */
export function nextToEvidence(words: readonly string[], start: number, end: number): boolean {
  const isTrigger = (i: number) => VACCINE.test(words[i] ?? '') || SCREENING.test(words[i] ?? '') || TEST_WORD.test(words[i] ?? '');
  for (let i = end; i <= end + 1 && i < words.length; i++) if (isTrigger(i)) return true;
  for (let i = start - 1; i >= Math.max(0, start - 3); i--) if (isTrigger(i)) return true;
  return false;
}
