/** Height and weight as agents type them (the form puts no format check on either: docs/product.md §5.2). */

const INCHES_PER_CM = 1 / 2.54;
const POUNDS_PER_KG = 2.20462;

/** Plausible adult ranges; outside them the value is treated as unreadable rather than guessed. */
const HEIGHT_RANGE = [36, 96] as const;
const WEIGHT_RANGE = [50, 1000] as const;

const plausible = (value: number, [min, max]: readonly [number, number]) =>
  Number.isFinite(value) && value >= min && value <= max ? Math.round(value * 10) / 10 : null;

const num = (text: string | undefined) => Number((text ?? '').replace(',', '.'));

/** 5'10'', 5'10", 5' 10, 5 ft 10 in, 5-10, 70 in, 70, 178 cm, 1.78 m → inches, or null. */
export function parseHeight(input: string): number | null {
  const text = input
    .trim()
    .toLowerCase()
    .replace(/[’‘′`´]/g, "'")
    .replace(/[”“″]|''/g, '"')
    .replace(/\s+/g, ' ');
  let match = /^(\d(?:[.,]\d+)?) ?(?:m|meters?|metres?)$/.exec(text);
  if (match) return plausible(num(match[1]) * 100 * INCHES_PER_CM, HEIGHT_RANGE);
  match = /^(\d{2,3}(?:[.,]\d+)?) ?(?:cm|cms|centimeters?|centimetres?)$/.exec(text);
  if (match) return plausible(num(match[1]) * INCHES_PER_CM, HEIGHT_RANGE);
  match = /^(\d) ?(?:'|ft\.?|feet|foot)(?: ?(?:and )?(\d{1,2}(?:[.,]\d+)?) ?(?:"|in\.?|inch|inches)?)?$/.exec(text);
  if (match) {
    const inches = match[2] === undefined ? 0 : num(match[2]);
    return inches < 12 ? plausible(num(match[1]) * 12 + inches, HEIGHT_RANGE) : null;
  }
  match = /^(\d) ?[- ] ?(\d{1,2})$/.exec(text);
  if (match) return num(match[2]) < 12 ? plausible(num(match[1]) * 12 + num(match[2]), HEIGHT_RANGE) : null;
  match = /^(\d{2,3}(?:[.,]\d+)?) ?(?:"|in\.?|inch|inches)?$/.exec(text);
  if (match) {
    const value = num(match[1]);
    // A bare number: inches when it reads as a height in inches, centimetres when it reads as one.
    if (value >= 100) return plausible(value * INCHES_PER_CM, HEIGHT_RANGE);
    return plausible(value, HEIGHT_RANGE);
  }
  return null;
}

/** 180, 180 lbs, 180 pounds, 82 kg → pounds, or null. */
export function parseWeight(input: string): number | null {
  // "~400", "approx 400", "400 lbs (down from 450)": the first figure, with its unit.
  const text = input
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^(?:~|approx\.?|approximately|about|around|abt\.?|roughly|est\.?)\s*/, '')
    .replace(/\s*[(,;].*$/, '');
  let match = /^(\d{2,4}(?:[.,]\d+)?) ?(?:kg|kgs|kilos?|kilograms?)$/.exec(text);
  if (match) return plausible(num(match[1]) * POUNDS_PER_KG, WEIGHT_RANGE);
  match = /^(\d{2,4}(?:[.,]\d+)?) ?(?:lb|lbs|lb\.|lbs\.|pounds?|#)?$/.exec(text);
  if (match) return plausible(num(match[1]), WEIGHT_RANGE);
  return null;
}

/** Body mass index from inches and pounds, one decimal. */
export function bodyMassIndex(inches: number, pounds: number): number {
  return Math.round(((703 * pounds) / (inches * inches)) * 10) / 10;
}
