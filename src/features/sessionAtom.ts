/**
 * An atom kept in the browser session (sessionStorage: this tab only, gone when it closes), validated
 * by zod when read: a corrupt or outdated value falls back to the default instead of crashing, so a
 * reload loses nothing. The schema may be given as a function: it is then built only when a stored
 * value is read, so a tab with nothing stored never pays for it.
 */
import { atomWithStorage } from 'jotai/utils';
import type * as z from 'zod/mini';

export function sessionAtom<T>(key: string, schema: z.ZodMiniType<T> | (() => z.ZodMiniType<T>), initial: T) {
  let built: z.ZodMiniType<T> | undefined;
  const schemaOf = () => (built ??= typeof schema === 'function' ? schema() : schema);
  const storage = {
    getItem(name: string, fallback: T): T {
      try {
        const raw = globalThis.sessionStorage?.getItem(name);
        if (raw == null) return fallback;
        const parsed = schemaOf().safeParse(JSON.parse(raw));
        return parsed.success ? parsed.data : fallback;
      } catch {
        return fallback;
      }
    },
    setItem(name: string, value: T) {
      try {
        globalThis.sessionStorage?.setItem(name, JSON.stringify(value));
      } catch {
        // Storage full or blocked: the value still lives in memory for this page.
      }
    },
    removeItem(name: string) {
      globalThis.sessionStorage?.removeItem(name);
    },
  };
  return atomWithStorage<T>(key, initial, storage, { getOnInit: true });
}
