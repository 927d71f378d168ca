/** What the benchmarks share: their tables, and the CPU time a server process used. */
import { readFileSync } from 'node:fs';

/** A plain-text table: the first column left-aligned, the rest right-aligned. */
export function table(headers: string[], rows: (string | number)[][], log: (line: string) => void = console.log) {
  const cells = rows.map((row) => row.map(String));
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((row) => (row[i] ?? '').length)));
  const line = (row: string[]) => '  ' + row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  log(line(headers));
  log('  ' + widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of cells) log(line(row));
}

/** User + system CPU time of a process in ms, from /proc (clock ticks assumed 100 Hz); null if unavailable. */
export function processCpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * 10 : null;
  } catch {
    return null;
  }
}
