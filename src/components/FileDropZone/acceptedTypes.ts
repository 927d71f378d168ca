/**
 * Whether a file is of an accepted type: its name ends with an accepted extension (".pdf"), or its
 * MIME type is an accepted one ("application/pdf"). Extensions compare without case: "GUIDE.PDF".
 */
export function isAcceptedType(accepted: readonly string[], file: { type: string; name: string }): boolean {
  const name = file.name.toLowerCase();
  return accepted.some((type) => (type.startsWith('.') ? name.endsWith(type.toLowerCase()) : file.type === type));
}

/** The files split into those of an accepted type and the rest, each in the order given. */
export function sortByType<T extends { type: string; name: string }>(accepted: readonly string[], files: readonly T[]) {
  const result = { accepted: [] as T[], refused: [] as T[] };
  for (const file of files) (isAcceptedType(accepted, file) ? result.accepted : result.refused).push(file);
  return result;
}
