/**
 * The compose form of a group e-mail (docs/emails.md): who (a kind and its target), subject, body,
 * now or later. The API body is built from it; the API's 400s name `audience...`, `subject`,
 * `body` or `send_at`, which are the form's own field names, so each lands on its field.
 */
import {
  GROUP_EMAIL_FILTER_LABELS,
  mergeFieldProblem,
  type GroupEmailAudience,
  type GroupEmailFilterName,
} from '@peer-coaching/domain';
import { z } from 'zod';

export const COMPOSE_KINDS = ['cohort', 'group', 'at_risk', 'survey_non_respondents', 'event_absent'] as const;
export type ComposeKind = (typeof COMPOSE_KINDS)[number];

export const KIND_LABELS: Record<ComposeKind, string> = {
  cohort: 'A cohort',
  group: 'Everyone in the group',
  ...GROUP_EMAIL_FILTER_LABELS,
};

/** What the second picker asks for, per kind. */
export const TARGET_LABELS: Record<ComposeKind, string> = {
  cohort: 'Cohort',
  group: 'Group',
  at_risk: 'Cohort',
  survey_non_respondents: 'Survey',
  event_absent: 'Event',
};

const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`)
    .superRefine((value, ctx) => {
      const problem = mergeFieldProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

export const composeForm = z
  .object({
    kind: z.enum(COMPOSE_KINDS),
    audience: z.string().min(1, 'choose who receives it'),
    subject: text(200),
    body: text(10_000),
    when: z.enum(['now', 'later']),
    send_at: z.string(),
  })
  .superRefine((values, ctx) => {
    if (values.when !== 'later') return;
    if (!values.send_at) ctx.addIssue({ code: 'custom', path: ['send_at'], message: 'Enter a complete date and time' });
    else if (new Date(values.send_at).getTime() <= Date.now())
      ctx.addIssue({ code: 'custom', path: ['send_at'], message: 'must be in the future' });
  });
export type ComposeValues = z.input<typeof composeForm>;
export const COMPOSE_FIELDS = ['audience', 'subject', 'body', 'send_at'] as const;

export function audienceOf(kind: ComposeKind, target: string): GroupEmailAudience {
  if (kind === 'cohort') return { cohort: target };
  if (kind === 'group') return { group: target };
  const name: GroupEmailFilterName = kind;
  const key = name === 'at_risk' ? 'cohort' : name === 'survey_non_respondents' ? 'survey' : 'event';
  return { filter: { name, [key]: target } };
}

export function composeBody(values: ComposeValues) {
  return {
    audience: audienceOf(values.kind, values.audience),
    subject: values.subject.trim(),
    body: values.body.trim(),
    send_at: values.when === 'later' ? values.send_at : null,
  };
}
