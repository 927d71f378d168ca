/**
 * The access log's pieces: one line per request or refused connection, never a body, nothing a
 * client sent unescaped.
 */

/**
 * Makes a string safe for a one-line log: control characters (C0, DEL, C1), line and paragraph
 * separators and other invisible format characters become `\xNN` / `\uNNNN`, and a backslash is
 * doubled, so no request can forge, split or colour a line.
 */
export function escapeForLog(text: string): string {
  return text.replace(/[\\\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, (ch) => {
    if (ch === '\\') return '\\\\';
    const code = ch.codePointAt(0)!;
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

/**
 * The path as it came on the wire (still percent-encoded, never the query), from a request target
 * (`/a%20b?x=1`) or a whole URL (`http://host/a%20b?x=1`).
 */
export function rawPath(target: string): string {
  let start = 0;
  if (!target.startsWith('/')) {
    const scheme = target.indexOf('//');
    start = scheme < 0 ? -1 : target.indexOf('/', scheme + 2);
    if (start < 0) return '/';
  }
  const rest = target.slice(start);
  const end = rest.search(/[?#]/);
  return end < 0 ? rest : rest.slice(0, end);
}

/**
 * Why the app refused a request (a limit), keyed by the request as Node received it, so the log
 * line the server writes when the answer is sent can say so. Weak: nothing outlives its request.
 */
const refusals = new WeakMap<object, string>();

export function noteRefusal(request: object | undefined, reason: string): void {
  if (request) refusals.set(request, reason);
}

export function refusalOf(request: object): string | undefined {
  return refusals.get(request);
}
