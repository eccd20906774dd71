/**
 * The /survey builder's values are the API body itself (domain SurveyBody: dates as
 * `YYYY-MM-DDTHH:mm:ssZ` strings), so the form validates with the server's own schema
 * (surveyBody) and a 400 goes back on the field it names (`questions.2.options: …`).
 */
import {
  DISPLAY_TIMEZONE,
  dayjs,
  toApiDate,
  type QuestionType,
  type SurveyActivity,
  type SurveyBody,
  type SurveyTimingBody,
} from '@peer-coaching/domain';

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  short_text: 'Short text',
  long_text: 'Long text',
  single_choice: 'One choice',
  multiple_choice: 'Several choices',
  scale: 'Scale 1 to 5',
  yes_no: 'Yes or no',
};

export const ACTIVITY_LABELS: Record<SurveyActivity, string> = {
  kickoff_response: 'Kickoff survey response',
  program_eval: 'Program evaluation',
  reflection: 'Reflection',
  check_in: 'Check-in (make-ups)',
};

/** A new question: short text, required, with an id no other question has. */
export function newQuestion(existing: readonly { id: string }[]): SurveyBody['questions'][number] {
  const ids = new Set(existing.map((q) => q.id));
  let n = existing.length + 1;
  while (ids.has(`q${n}`)) n++;
  return { id: `q${n}`, type: 'short_text', label: '', help: '', required: true, options: [] };
}

/** Fixed dates from now: opens at the next whole hour in New York, closes a week later. */
export function defaultFixedTiming(now: Date): Extract<SurveyTimingBody, { type: 'fixed' }> {
  const start = dayjs(now).tz(DISPLAY_TIMEZONE).add(1, 'hour').startOf('hour');
  return { type: 'fixed', opens_at: toApiDate(start), closes_at: toApiDate(start.add(7, 'day')) };
}

/** What the timing becomes when staff pick another type: a sensible start for that type. */
export function timingOfType(type: SurveyTimingBody['type'], now: Date): SurveyTimingBody {
  switch (type) {
    case 'fixed':
      return defaultFixedTiming(now);
    case 'relative':
      return {
        type: 'relative',
        opens: { event_kind: 'kickoff', title_includes: null, which: 'first', edge: 'start', days: 0, at: null },
        closes: { event_kind: 'kickoff', title_includes: null, which: 'first', edge: 'start', days: 14, at: '23:59' },
      };
    case 'per_event':
      return {
        type: 'per_event',
        events: { event_kind: 'coaching', title_includes: null },
        opens: { edge: 'end', days: 0, at: null },
        closes: { edge: 'end', days: 7, at: null },
      };
  }
}

/**
 * A server 400 ("title: must not be empty; questions.2.options: Give at least two options")
 * split into the form's field paths and what names no field.
 */
export function serverErrors(message: string, isField: (path: string) => boolean) {
  const fields: [string, string][] = [];
  const form: string[] = [];
  for (const part of message
    .split('; ')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const colon = part.indexOf(': ');
    const path = colon > 0 ? part.slice(0, colon) : '';
    if (path && isField(path)) fields.push([path, part.slice(colon + 2)]);
    else form.push(part);
  }
  return { fields, form };
}
