/**
 * Answers on their way (docs/surveys.md, "A write refused when it arrives"). Every answer the
 * survey page writes is also noted here, in this browser, until the server has it. A write that
 * waited offline can be refused when it finally arrives (the survey closed meanwhile): Firestore
 * then drops it from its cache without a word, and after a reload no promise is left to say so.
 * The note is what remains: when the person's responses are next seen in sync with the server
 * and the note's answers are not there, the write was refused, and the page shows the answers for
 * copying until the person dismisses them. Pure functions and a small local-storage store.
 */
import type { SurveyAnswers, SurveyQuestion, SurveyResponse } from '@peer-coaching/domain';

export interface OutboxEntry {
  /** The response document's id. */
  id: string;
  survey_id: string;
  /** The survey's title and page, for the message. */
  title: string;
  route: string;
  status: 'draft' | 'submitted';
  answers: SurveyAnswers;
  /** The answers as text, "question: answer" per line, for copying. */
  text: string;
  /** When it was written (this device's clock, ms). */
  written_at: number;
  /** Known refused: kept for the person to copy, until dismissed. */
  refused: boolean;
}

/** What the person's responses look like now, as their listener last saw them. */
export interface ResponsesSeen {
  responses: readonly Pick<SurveyResponse, 'id' | 'answers' | 'status'>[];
  /** Ids with writes the server has not confirmed yet. */
  pending: ReadonlySet<string>;
  /** The snapshot came from the server (not only the local cache). */
  synced: boolean;
  /** When the snapshot arrived (ms). */
  at: number;
}

/** Answers in a canonical form (keys sorted), to compare what was sent with what is stored. */
export function sameAnswers(a: SurveyAnswers, b: SurveyAnswers): boolean {
  const canon = (x: SurveyAnswers) =>
    JSON.stringify(
      Object.keys(x)
        .sort()
        .map((k) => [k, x[k]]),
    );
  return canon(a) === canon(b);
}

/**
 * Each entry's fate given the responses seen: `delivered` (the server holds these answers: forget
 * the note), `refused` (the snapshot is the server's, nothing of this write waits, and the answers
 * are not there), or `waiting` (still pending, offline, or a snapshot older than the write).
 */
export function entryFate(entry: OutboxEntry, seen: ResponsesSeen): 'delivered' | 'refused' | 'waiting' {
  if (entry.refused) return 'refused';
  if (seen.pending.has(entry.id) || !seen.synced || seen.at <= entry.written_at) return 'waiting';
  const stored = seen.responses.find((r) => r.id === entry.id);
  const holds =
    stored !== undefined &&
    sameAnswers(stored.answers, entry.answers) &&
    (stored.status !== 'draft' || entry.status === 'draft');
  return holds ? 'delivered' : 'refused';
}

/** The outbox after a snapshot: delivered entries dropped, refused ones marked. */
export function reconcile(entries: readonly OutboxEntry[], seen: ResponsesSeen): OutboxEntry[] {
  return entries.flatMap((entry) => {
    const fate = entryFate(entry, seen);
    if (fate === 'delivered') return [];
    return [fate === 'refused' && !entry.refused ? { ...entry, refused: true } : entry];
  });
}

/** "Question: answer" per answered question, in the survey's order (yes/no as Yes or No). */
export function answersText(questions: readonly Pick<SurveyQuestion, 'id' | 'label'>[], answers: SurveyAnswers) {
  const show = (value: SurveyAnswers[string]) =>
    Array.isArray(value) ? value.join(', ') : typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value);
  return questions
    .filter((q) => answers[q.id] !== undefined)
    .map((q) => `${q.label}: ${show(answers[q.id]!)}`)
    .join('\n');
}

// ---- the store (local storage, per person) ----------------------------------------------------

const key = (userId: string) => `pc-survey-outbox:${userId}`;
const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; entries: OutboxEntry[] }>();

export function readOutbox(userId: string): OutboxEntry[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(key(userId));
  } catch {
    // storage disabled: nothing noted
  }
  const cached = cache.get(userId);
  if (cached && cached.raw === raw) return cached.entries;
  let entries: OutboxEntry[];
  try {
    entries = raw ? (JSON.parse(raw) as OutboxEntry[]) : [];
  } catch {
    entries = [];
  }
  cache.set(userId, { raw, entries });
  return entries;
}

function writeOutbox(userId: string, entries: readonly OutboxEntry[]) {
  try {
    if (entries.length === 0) localStorage.removeItem(key(userId));
    else localStorage.setItem(key(userId), JSON.stringify(entries));
  } catch {
    // storage full or disabled: the page still says when a write it saw fails
  }
  for (const listener of listeners) listener();
}

/** Changes the person's outbox (read, change, write; listeners told). */
export function updateOutbox(userId: string, change: (entries: OutboxEntry[]) => OutboxEntry[]) {
  const before = readOutbox(userId);
  const after = change([...before]);
  if (after.length === before.length && after.every((e, i) => e === before[i])) return;
  writeOutbox(userId, after);
}

/** Notes a write (replacing the note of an earlier write of the same response, unless refused). */
export function noteWrite(userId: string, entry: OutboxEntry) {
  updateOutbox(userId, (entries) => [...entries.filter((e) => e.id !== entry.id || e.refused), entry]);
}

/**
 * Sends a write, noted until the server confirms it (then forgotten) or refuses it (then kept for
 * the person to copy). The promise is not awaited: offline it settles only when the connection
 * returns, and a reload loses it; the note stays either way (reconcile).
 */
export function sendNoted(
  userId: string,
  note: Omit<OutboxEntry, 'written_at' | 'refused'>,
  send: () => Promise<unknown>,
): void {
  const writtenAt = Date.now();
  noteWrite(userId, { ...note, written_at: writtenAt, refused: false });
  send().then(
    () => confirmWrite(userId, note.id, writtenAt),
    () => refuseWrite(userId, note.id, writtenAt),
  );
}

/** The server confirmed this write: its note goes (a later write of the same response keeps its own). */
export function confirmWrite(userId: string, id: string, writtenAt: number) {
  updateOutbox(userId, (entries) => entries.filter((e) => !(e.id === id && e.written_at === writtenAt)));
}

/** The server refused this write (its promise failed). */
export function refuseWrite(userId: string, id: string, writtenAt: number) {
  updateOutbox(userId, (entries) =>
    entries.map((e) => (e.id === id && e.written_at === writtenAt ? { ...e, refused: true } : e)),
  );
}

/** The person has what they wanted from a refused note. */
export function dismissRefused(userId: string, id: string, writtenAt: number) {
  updateOutbox(userId, (entries) => entries.filter((e) => !(e.id === id && e.written_at === writtenAt)));
}

export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith('pc-survey-outbox:')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
