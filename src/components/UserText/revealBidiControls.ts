/**
 * Explicit bidirectional formatting characters: embeddings and overrides (U+202A–U+202E) and
 * isolates (U+2066–U+2069). Ordinary right-to-left text (Arabic, Hebrew) needs none of them; a
 * file name such as "report\u202Efdp.exe" uses one to look like "reportexe.pdf".
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/**
 * The text with every explicit bidi control shown as its code point, e.g. "report⟨U+202E⟩fdp.exe",
 * so what a user typed or named can never pass for something else. Text without one is unchanged.
 */
export function revealBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, (control) => `⟨U+${control.codePointAt(0)!.toString(16).toUpperCase()}⟩`);
}

export function hasBidiControls(text: string): boolean {
  return /[\u202A-\u202E\u2066-\u2069]/.test(text);
}
