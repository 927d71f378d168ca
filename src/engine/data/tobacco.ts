/**
 * Tobacco and nicotine products as agents write them: by kind and by brand. Any of them named as used
 * is tobacco for underwriting (docs/underwriting.md, Tobacco: most carriers rate any nicotine use in the
 * last 12 months as tobacco, cigars and smokeless included; some give cigars or nicotine replacement a
 * non-tobacco class, which this catalog does not model). The tobacco reader (parse/tobacco.ts) builds
 * its pattern from these rows; a new brand is a row, not a pattern.
 *
 * Each row: the names as written (any case; a plural "s" is read too), the kind, and the source that
 * says what it is.
 */

export type TobaccoKind = 'cigarette' | 'cigar' | 'pipe' | 'smokeless' | 'nicotine pouch' | 'e-cigarette' | 'hookah' | 'nicotine replacement' | 'cessation drug';

export interface TobaccoRow {
  names: readonly string[];
  kind: TobaccoKind;
  source: string;
}

const FDA_PRODUCTS = 'FDA, Products, Guidance & Regulations: tobacco product types (fda.gov/tobacco-products/products-ingredients-components)';
const CDC_SMOKELESS = 'CDC, Smokeless Tobacco Products (cdc.gov/tobacco/other-tobacco-products/smokeless-product-use-in-the-us.html)';
const CDC_ECIG = 'CDC, E-Cigarettes (Vapes) (cdc.gov/tobacco/e-cigarettes)';
const FDA_NRT = 'FDA, Want to Quit Smoking? FDA-Approved and FDA-Authorized Cessation Products (fda.gov)';
const FTC_SMOKELESS = 'FTC Smokeless Tobacco Report (top moist snuff and chewing tobacco brands by manufacturer)';
const FTC_CIGARETTE = 'FTC Cigarette Report (leading cigarette brands by manufacturer)';
const FDA_POUCH = 'FDA, Nicotine Pouches (fda.gov; Zyn marketing granted order, January 2025)';

export const TOBACCO_ROWS: readonly TobaccoRow[] = [
  // Kinds
  { names: ['cigarette', 'cig', 'smoke', 'smokes', 'smoked', 'smoker', 'smoking', 'pack a day'], kind: 'cigarette', source: FDA_PRODUCTS },
  { names: ['cigar', 'cigarillo', 'little cigar', 'blunt wrap'], kind: 'cigar', source: FDA_PRODUCTS },
  { names: ['pipe', 'pipe tobacco'], kind: 'pipe', source: FDA_PRODUCTS },
  { names: ['hookah', 'shisha', 'waterpipe', 'water pipe'], kind: 'hookah', source: FDA_PRODUCTS },
  { names: ['chewing tobacco', 'chew tobacco', 'chews tobacco', 'chew', 'chews', 'chewing', 'dip', 'dips', 'dipping', 'snuff', 'moist snuff', 'snus', 'plug tobacco', 'tobacco'], kind: 'smokeless', source: CDC_SMOKELESS },
  { names: ['nicotine pouch', 'nicotine pouches', 'nic pouch', 'pouches'], kind: 'nicotine pouch', source: FDA_POUCH },
  { names: ['vape', 'vapes', 'vaping', 'vaper', 'e-cig', 'ecig', 'e-cigarette', 'electronic cigarette', 'vape pen', 'nicotine vape'], kind: 'e-cigarette', source: CDC_ECIG },
  { names: ['nicotine', 'nicotine gum', 'nicotine patch', 'nicotine lozenge', 'nicotine inhaler', 'nicotine spray', 'nicorette', 'nicoderm', 'habitrol', 'commit lozenge'], kind: 'nicotine replacement', source: FDA_NRT },
  { names: ['chantix', 'varenicline'], kind: 'cessation drug', source: FDA_NRT },
  // Smokeless brands
  { names: ['copenhagen', 'copenhagen snuff', 'skoal', 'red seal', 'husky'], kind: 'smokeless', source: `${FTC_SMOKELESS}: U.S. Smokeless Tobacco Co. (Altria)` },
  { names: ['grizzly', 'kodiak', 'longhorn', 'timber wolf'], kind: 'smokeless', source: `${FTC_SMOKELESS}: American Snuff Co. (Reynolds)` },
  { names: ['red man', 'levi garrett', 'beech-nut', 'beechnut', 'stoker', 'stokers', 'starr'], kind: 'smokeless', source: `${FTC_SMOKELESS}: chewing tobacco brands (Swedish Match, American Snuff, National Tobacco)` },
  { names: ['general snus', 'camel snus'], kind: 'smokeless', source: CDC_SMOKELESS },
  // Nicotine pouch brands
  { names: ['zyn', 'zyns', 'on!', 'velo', 'rogue pouches', 'lucy pouches'], kind: 'nicotine pouch', source: FDA_POUCH },
  // Cigarette brands
  { names: ['marlboro', 'newport', 'camel', 'camels', 'pall mall', 'winston', 'kool', 'virginia slims', 'parliament', 'american spirit', 'l&m', 'basic'], kind: 'cigarette', source: FTC_CIGARETTE },
  // Cigar and cigarillo brands
  { names: ['black & mild', 'black and mild', 'black n mild', 'black and milds', 'swisher', 'swisher sweets', 'swishers', 'backwoods', 'white owl', 'game cigarillos', 'dutch masters', 'phillies'], kind: 'cigar', source: `${FDA_PRODUCTS} (cigars, cigarillos and little cigars)` },
  // E-cigarette brands
  { names: ['juul', 'vuse', 'njoy', 'blu', 'elf bar', 'elfbar', 'puff bar', 'geek bar', 'logic vapor'], kind: 'e-cigarette', source: `${CDC_ECIG}; FDA marketing orders (Vuse, NJOY, Juul)` },
];

/** Names that are ordinary words elsewhere: read as tobacco only beside a word of use ("chews Skoal", "smokes Camels"), never alone. */
const AMBIGUOUS: ReadonlySet<string> = new Set(
  ['basic', 'blu', 'starr', 'husky', 'red seal', 'longhorn', 'timber wolf', 'stoker', 'stokers', 'camel', 'camels', 'kool', 'winston', 'parliament', 'velo', 'game cigarillos', 'phillies', 'dutch masters', 'white owl', 'backwoods', 'logic vapor', 'chew', 'chews', 'chewing', 'pouches', 'dip', 'dips', 'dipping', 'smoke', 'pipe'],
);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/&/g, '(?:&|and|n)').replace(/[- ]/g, '[- ]?');
/** A name as a pattern: whole words, a plural "s" too. "On!" ends at its "!". */
const pattern = (name: string) => (name.endsWith('!') ? `\\b${escape(name)}` : `\\b${escape(name)}s?\\b`);

/** Every name that is tobacco on its own. */
export const TOBACCO_NAMES: readonly string[] = TOBACCO_ROWS.flatMap((r) => r.names).filter((n) => !AMBIGUOUS.has(n));
/** Names that are tobacco beside a word of use. */
export const TOBACCO_NAMES_IN_USE: readonly string[] = TOBACCO_ROWS.flatMap((r) => r.names).filter((n) => AMBIGUOUS.has(n));

export const TOBACCO_NAME_PATTERN = new RegExp(TOBACCO_NAMES.map(pattern).join('|'), 'i');
/** A word of use right before the name: "chews Copenhagen", "smokes Camels", "dips Grizzly", "uses Zyn". */
export const TOBACCO_IN_USE_PATTERN = new RegExp(`\\b(?:chews?|chewing|dips?|dipping|smokes?|smoking|smoked|uses?|using|used|vapes?|vaping|packs? of|a can of|cans? of|tins? of|a tin of|pouch of)\\s+(?:a |an |some )?(?:${TOBACCO_NAMES_IN_USE.map(pattern).join('|')})`, 'i');

/** How a product is sold and flavoured ("Grizzly wintergreen long cut", "Marlboro Lights", "a can a week"): words of a tobacco line. */
const PRODUCT_WORDS = 'wintergreen mint spearmint peppermint straight natural original classic menthol lights light ultra gold red silver long cut fine longcut finecut pouch pouches can cans tin tins pack packs carton cartons stick sticks flavored flavoured sweets';

/** Every word of every name, for the reader: a tobacco line's brand words are understood, never named as not understood. */
export const TOBACCO_NAME_WORDS: ReadonlySet<string> = new Set(
  [...TOBACCO_ROWS.flatMap((r) => r.names), PRODUCT_WORDS]
    .flatMap((n) => n.toLowerCase().split(/[^a-z0-9]+/))
    .filter((w) => w.length > 1),
);
