/**
 * Counts what the functions emulator says it runs, from the CLI's own lines (default verbosity):
 *   i  functions: Beginning execution of "us-central1-onAttendanceWritten"
 *   i  functions: Finished "us-central1-onAttendanceWritten" in 723.1ms
 *   ⬢  functions: Failed to handle request for function us-central1-api   (its new worker did not
 *      load within FUNCTIONS_DISCOVERY_TIMEOUT, 30 s: the request is dropped, never answered)
 * Every run of every function passes through one of its workers, which prints these two lines;
 * nothing is sampled. Each line is stamped when read, so a burst's share is taken by time.
 */

// eslint-disable-next-line no-control-regex -- the CLI colours its output
const ANSI = /\u001b\[[0-9;]*m/g;

export interface Run {
  name: string;
  at: number;
}

export interface Finished extends Run {
  ms: number;
}

export class TriggerLog {
  readonly begun: Run[] = [];
  readonly finished: Finished[] = [];
  /** Requests and deliveries the emulator dropped because a new worker did not load, by function. */
  readonly failures: Run[] = [];
  /** "Loaded functions definitions from source" lines: one per codebase at each (re)load. */
  definitionLoads = 0;

  read(raw: string, at = Date.now()): void {
    const line = raw.replace(ANSI, '');
    const begun = /Beginning execution of "(?:[a-z0-9-]+-)?([A-Za-z0-9_]+)"/.exec(line);
    if (begun) this.begun.push({ name: begun[1]!, at });
    const finished = /Finished "(?:[a-z0-9-]+-)?([A-Za-z0-9_]+)" in ([\d.]+)ms/.exec(line);
    if (finished) this.finished.push({ name: finished[1]!, at, ms: Number(finished[2]) });
    if (line.includes('Loaded functions definitions from source')) this.definitionLoads++;
    // One line per dropped request (HTTPS and background deliveries alike go through handleHttpsTrigger,
    // which then logs a second line with "Failed to load function."); sendRequest's own path logs one.
    const failed = /Failed to (?:handle request for function|start runtime for) (?:[a-z0-9-]+-)?([A-Za-z0-9_]+)/.exec(
      line,
    );
    if (failed) this.failures.push({ name: failed[1]!, at });
  }

  /** Runs begun in [from, to), by function name. */
  runsBetween(from: number, to: number): Map<string, number> {
    const counts = new Map<string, number>();
    for (const run of this.begun) {
      if (run.at >= from && run.at < to) counts.set(run.name, (counts.get(run.name) ?? 0) + 1);
    }
    return counts;
  }

  finishedBetween(from: number, to: number): Finished[] {
    return this.finished.filter((run) => run.at >= from && run.at < to);
  }

  failuresBetween(from: number, to: number): number {
    return this.failures.filter((f) => f.at >= from && f.at < to).length;
  }

  /** Dropped requests and deliveries in [from, to), by function name. */
  failuresByFunction(from: number, to: number): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const f of this.failures) if (f.at >= from && f.at < to) counts[f.name] = (counts[f.name] ?? 0) + 1;
    return counts;
  }
}
