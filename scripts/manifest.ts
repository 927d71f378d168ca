/** Vite's build manifest (dist/.vite/manifest.json), as the build and the budget read it. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The chunks `roots` load before they run: themselves and what they import statically, transitively,
 * as manifest keys. Pass `seen` to add to a set already walked.
 */
export function staticClosure(manifest: Manifest, roots: readonly string[], seen = new Set<string>()): Set<string> {
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build's manifest has no chunk "${key}".`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return seen;
}
