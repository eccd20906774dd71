/**
 * The harness's arithmetic, pure so that it can be unit tested: percentiles of latencies, and the
 * busiest document's writes per second from the update times of its versions.
 */

/** Nearest-rank percentile (p in 0..100) of `values`; null for an empty list. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

/**
 * The most versions of one document whose update times fall within any window of `windowMs`
 * (1 s: writes per second), each distinct time counted once (a listener may report one version
 * twice). Returns the count and the document.
 */
export function busiestDocument(
  versions: ReadonlyMap<string, readonly number[]>,
  windowMs = 1000,
): { path: string | null; perWindow: number } {
  let best: { path: string | null; perWindow: number } = { path: null, perWindow: 0 };
  for (const [path, times] of versions) {
    const count = mostWithin([...new Set(times)], windowMs);
    if (count > best.perWindow) best = { path, perWindow: count };
  }
  return best;
}

/** The most of `times` (milliseconds) within any half-open window [t, t + windowMs). */
export function mostWithin(times: readonly number[], windowMs: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  let most = 0;
  let start = 0;
  for (let end = 0; end < sorted.length; end++) {
    while (sorted[end]! - sorted[start]! >= windowMs) start++;
    most = Math.max(most, end - start + 1);
  }
  return most;
}

/** Milliseconds as the table shows them: "344 ms", "2.3 s", or "-" when there is nothing. */
export function formatMs(ms: number | null): string {
  if (ms === null) return '-';
  if (Math.abs(ms) < 1000) return `${Math.round(ms)} ms`;
  return `${(ms / 1000).toFixed(1)} s`;
}
