/**
 * The most expensive valid search bodies the benchmark can build: every field as long as the API's
 * schema and the 40 KB body limit allow, filled with what costs the engine most: lines of unknown
 * words (every word looked up exactly, then for typos until the budget runs out), many conditions a
 * product accepts (so every product is offered, explained and asked about), many medications with
 * several uses (each one a question re-deciding every offered product), negations and short clauses.
 *
 * Several shapes are built; the benchmark times each and reports the slowest as the worst case.
 */
import type { Catalog, ClientProfile } from '../../src/engine';
import { seededRandom } from './generateCatalog';

export interface Candidate {
  name: string;
  profile: ClientProfile;
}

/** What a body must pass: the API's own schema, and the size limit. */
export interface Limits {
  valid: (profile: ClientProfile) => boolean;
  maxBytes: number;
}

const LINE = 200;
/** More lines than the engine reads (50): the rest still costs the split, and fills the body to its limit. */
const LINES = 150;

function unknownWords(random: () => number) {
  // Common first letters, so the typo search has full buckets to compare with; consonant runs, so nothing matches.
  const first = 'cspdamhbtlgf';
  const rest = 'bcdfghjklmnpqrstvwxz';
  return () => {
    const length = 5 + Math.floor(random() * 5);
    let word = first[Math.floor(random() * first.length)]!;
    while (word.length < length) word += rest[Math.floor(random() * rest.length)]!;
    return word;
  };
}

/** Lines of `head` followed by unknown words up to the engine's line length. */
function padded(heads: readonly string[], word: () => string, separator = ' '): string {
  const lines: string[] = [];
  for (let i = 0; i < LINES; i++) {
    let line = heads[i % heads.length]!;
    while (line.length < LINE - 10) line += `${separator}${word()}`;
    lines.push(line.slice(0, LINE));
  }
  return lines.join('\n');
}

const familyText = (random: () => number) => {
  const relatives = ['mother', 'father', 'brother', 'sister', 'parents', 'grandmother', 'uncle'];
  const illnesses = ['heart disease', 'stroke', 'breast cancer', 'diabetes', 'heart attack', 'colon cancer'];
  const parts: string[] = [];
  for (let i = 0; i < 400; i++) {
    parts.push(`${relatives[Math.floor(random() * relatives.length)]} had ${illnesses[Math.floor(random() * illnesses.length)]} at ${40 + Math.floor(random() * 40)}`);
  }
  return parts.join(', ');
};

const base: ClientProfile = {
  age: '60',
  gender: 'female',
  height: `5'6"`,
  weight: '150',
  smoker: false,
  medications: '',
  medicalConditions: '',
  familyHistory: '',
};

export function worstCaseCandidates(catalog: Catalog): Candidate[] {
  const random = seededRandom(4242);
  const word = unknownWords(random);
  // Conditions every product takes (minor ones): all 57 products stay offered and are explained.
  const minor = catalog.conditions.filter((c) => c.severity === 1 && c.course === 'chronic').map((c) => c.aliases[0] ?? c.name);
  // Drugs with several uses: each is a question that re-decides every offered product.
  const ambiguous = catalog.medications.filter((m) => m.implies.some((alts) => alts.length > 2)).map((m) => m.names[0]!);
  const everyday = catalog.medications.filter((m) => m.implies.length === 0).map((m) => m.names[0]!);
  const family = familyText(random);
  const negations = catalog.conditions.map((c) => `no history of ${c.aliases[0] ?? c.name}`);
  // Events with a year alone (the month is asked where a look-back ends inside it) and with no date
  // (when is asked): each open question, and each day a look-back runs out, re-decides every product.
  const events = catalog.conditions.filter((c) => c.course === 'event').map((c) => c.aliases[0] ?? c.name);
  const questioned = events.map((e, i) => (i % 3 === 0 ? e : `${e} ${2016 + (i % 10)}`));
  return [
    {
      name: 'accepted conditions, unknown words, ambiguous drugs',
      profile: {
        ...base,
        medicalConditions: padded(minor, word),
        medications: padded([...ambiguous, ...everyday], word),
        familyHistory: family,
      },
    },
    {
      name: 'short clauses',
      profile: {
        ...base,
        medicalConditions: padded(minor.map((m) => `${m}, ${word()}`), word, ', '),
        medications: padded(ambiguous.map((m) => `${m} for ${word()}`), word, ', '),
        familyHistory: family,
      },
    },
    {
      name: 'negations and dates',
      profile: {
        ...base,
        medicalConditions: padded(negations.map((n, i) => `${minor[i % minor.length]} since 03/${2000 + (i % 20)}, ${n}`), word),
        medications: padded(ambiguous, word),
        familyHistory: family,
      },
    },
    {
      name: 'open questions and look-backs',
      profile: {
        ...base,
        medicalConditions: padded([...questioned.slice(0, 12), ...minor], word),
        medications: padded(ambiguous, word),
        familyHistory: family,
      },
    },
    {
      name: 'unknown words only',
      profile: { ...base, medicalConditions: padded([word()], word), medications: padded([word()], word), familyHistory: family },
    },
  ];
}

const bytes = (profile: ClientProfile) => new TextEncoder().encode(JSON.stringify(profile)).length;

/** The longest prefix of one field that still validates (the schema may cap each free-text field). */
function fitField(profile: ClientProfile, field: 'medicalConditions' | 'medications' | 'familyHistory', limits: Limits): ClientProfile {
  const text = profile[field];
  if (limits.valid(profile)) return profile;
  let low = 0;
  let high = text.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (limits.valid({ ...profile, [field]: text.slice(0, mid) })) low = mid;
    else high = mid - 1;
  }
  return { ...profile, [field]: text.slice(0, low).trimEnd() };
}

/** The candidate cut to what the API accepts: each field within the schema, the whole body within the size limit. */
export function fitToLimits(profile: ClientProfile, limits: Limits): ClientProfile {
  let fitted: ClientProfile = { ...profile, medicalConditions: '', medications: '', familyHistory: '' };
  for (const field of ['medicalConditions', 'medications', 'familyHistory'] as const) {
    fitted = fitField({ ...fitted, [field]: profile[field] }, field, limits);
  }
  // Over the body limit: shorten the longest field until it fits.
  while (bytes(fitted) > limits.maxBytes) {
    const field = (['medicalConditions', 'medications', 'familyHistory'] as const).reduce((a, b) => (fitted[a].length >= fitted[b].length ? a : b));
    const over = bytes(fitted) - limits.maxBytes;
    fitted = { ...fitted, [field]: fitted[field].slice(0, Math.max(0, fitted[field].length - over - 16)) };
  }
  if (!limits.valid(fitted)) throw new Error('The worst-case body could not be made valid');
  return fitted;
}

export const bodyBytes = bytes;
