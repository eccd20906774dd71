/** What `npm run load` prints: one row per rate (and per minimal burst), then the details. */
import type { BurstOutcome, SessionOutcome } from './session.ts';
import { formatMs, percentile } from './stats.ts';

export interface BurstFigures {
  sent: number;
  answered: number;
  errors: number;
  timeouts: number;
  answerP50: number | null;
  answerP95: number | null;
  /** Answer to the peer's own listener showing the check-in (0 when it showed before the answer). */
  screenP50: number | null;
  screenP95: number | null;
  screenMissing: number;
}

export function burstFigures(burst: BurstOutcome): BurstFigures {
  const ok = burst.results.filter((r) => r.status !== null && r.status >= 200 && r.status < 300);
  const answerMs = ok.map((r) => r.answeredAt! - r.sentAt);
  const screenMs = ok.filter((r) => r.seenAt !== null).map((r) => Math.max(0, r.seenAt! - r.answeredAt!));
  return {
    sent: burst.results.length,
    answered: ok.length,
    errors: burst.results.filter((r) => r.status !== null && (r.status < 200 || r.status >= 300)).length,
    timeouts: burst.results.filter((r) => r.status === null).length,
    answerP50: percentile(answerMs, 50),
    answerP95: percentile(answerMs, 95),
    screenP50: burst.target !== 'minimal' ? percentile(screenMs, 50) : null,
    screenP95: burst.target !== 'minimal' ? percentile(screenMs, 95) : null,
    screenMissing: burst.target !== 'minimal' ? ok.length - screenMs.length : 0,
  };
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);

export function summaryTable(sessions: readonly SessionOutcome[]): string {
  const rows: string[][] = [];
  for (const s of sessions) {
    const f = burstFigures(s.burst);
    const runs = sum(Object.values(s.triggerRuns));
    rows.push([
      `${s.rate}/s (${s.peers} in ${Math.round(s.peers / s.rate)} s)`,
      `${f.answered}/${f.sent}`,
      `${f.errors} / ${f.timeouts}`,
      `${formatMs(f.answerP50)} / ${formatMs(f.answerP95)}`,
      `${formatMs(f.screenP50)} / ${formatMs(f.screenP95)}${f.screenMissing ? ` (${f.screenMissing} never)` : ''}`,
      s.rosterMs === null
        ? `after 60 s (${s.rosterShown}/${f.answered} by the end)`
        : formatMs(Math.max(0, s.rosterMs)),
      s.reportMs === null
        ? `after 60 s (${s.reportShown}/${f.answered} by the end)`
        : formatMs(Math.max(0, s.reportMs)),
      f.answered > 0 ? (runs / f.answered).toFixed(1) : `${runs} runs`,
      `${s.busiest.perWindow}`,
      s.rename.ms === null ? `not within 60 s (${s.rename.seen}/${s.peers})` : formatMs(s.rename.ms),
      `${s.probe.answered}/${s.probe.sent}`,
      `${s.workerFailures}`,
      `${s.peakWorkers}`,
      `${s.load.before.toFixed(1)} / ${s.load.after.toFixed(1)}`,
    ]);
  }
  return table(
    [
      'Check-ins',
      'Answered',
      'Errors / timeouts',
      'Answer p50 / p95',
      'Answer to screen p50 / p95',
      'Roster complete',
      'Report complete',
      'Trigger runs per check-in',
      'Most writes/s to one doc',
      'Rename on all calendars',
      'Probe after',
      'Worker load failures',
      'Peak workers',
      'Load avg before / after',
    ],
    rows,
  );
}

export function minimalTable(sessions: readonly SessionOutcome[]): string {
  const rows = sessions.map((s) => {
    const f = burstFigures(s.burst);
    return [
      `${s.rate}/s (${s.peers} in ${Math.round(s.peers / s.rate)} s)`,
      `${f.answered}/${f.sent}`,
      `${f.errors} / ${f.timeouts}`,
      `${formatMs(f.answerP50)} / ${formatMs(f.answerP95)}`,
      `${s.workerFailures}`,
      `${s.peakWorkers}`,
      `${s.load.before.toFixed(1)} / ${s.load.after.toFixed(1)}`,
    ];
  });
  return table(
    [
      'Minimal function',
      'Answered',
      'Errors / timeouts',
      'Answer p50 / p95',
      'Worker load failures',
      'Peak workers',
      'Load avg before / after',
    ],
    rows,
  );
}

export function details(s: SessionOutcome): string {
  const name = { minimal: 'Minimal function', checkIn: 'Check-in', floor: 'Floor check-in' }[s.target];
  const lines = [`${name} at ${s.rate}/s:`];
  const f = burstFigures(s.burst);
  lines.push(
    `  answered ${f.answered}/${f.sent}, errors ${f.errors}, timeouts ${f.timeouts}, ` +
      `answer p50 ${formatMs(f.answerP50)} p95 ${formatMs(f.answerP95)}; worker load failures ${s.workerFailures}; ` +
      `load average ${s.load.before.toFixed(1)} -> ${s.load.after.toFixed(1)}`,
  );
  const names = Object.keys({ ...s.triggerRuns, ...s.triggerMs }).sort();
  for (const name of names) {
    const ms = s.triggerMs[name] ?? [];
    lines.push(
      `  ${name}: ${s.triggerRuns[name] ?? 0} runs begun, ${ms.length} finished, ` +
        `p50 ${formatMs(percentile(ms, 50))}, p95 ${formatMs(percentile(ms, 95))}, max ${formatMs(percentile(ms, 100))}`,
    );
  }
  lines.push(`  api runs begun during the burst: ${s.apiRuns}; most function workers alive at once: ${s.peakWorkers}`);
  const failed = Object.entries(s.failuresByFunction);
  if (failed.length > 0) {
    lines.push(`  dropped by the emulator (worker did not load): ${failed.map(([fn, n]) => `${fn} ${n}`).join(', ')}`);
  }
  lines.push(`  busiest document: ${s.busiest.path ?? '-'} (${s.busiest.perWindow} versions within one second)`);
  if (s.rename.status !== null) lines.push(`  rename answered in ${formatMs(s.rename.answerMs)} (${s.rename.status})`);
  const errors = new Map<string, number>();
  for (const r of s.burst.results) {
    if (r.error)
      errors.set(`${r.status ?? ''} ${r.error}`.trim(), (errors.get(`${r.status ?? ''} ${r.error}`.trim()) ?? 0) + 1);
  }
  for (const [error, count] of errors) lines.push(`  ${count} x ${error}`);
  lines.push(`  emulator log: ${s.logFile}`);
  return lines.join('\n');
}
