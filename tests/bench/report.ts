/** What the benchmarks share: their tables, the CPU time a server process used, and the hostile clients. */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { HostileOptions } from './hostile';

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

/** What hostile.ts reports once its time is up. */
export interface HostileResult {
  kind: string;
  statuses: Record<string, number>;
  errors: number;
  opened: number;
}

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Runs hostile.ts in a process of its own (its CPU is not the caller's); resolves with its counts once its time is up. */
export function runHostile(options: HostileOptions): Promise<HostileResult> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/hostile.ts', JSON.stringify(options)], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    proc.stdout.setEncoding('utf8');
    proc.stdout.on('data', (chunk: string) => (out += chunk));
    proc.on('error', reject);
    proc.on('exit', (code) => {
      const match = /HOSTILE_RESULT (.*)/.exec(out);
      if (match) resolve(JSON.parse(match[1]!) as HostileResult);
      else reject(new Error(`The hostile clients (${options.kind}) exited with ${code} and no result`));
    });
  });
}
