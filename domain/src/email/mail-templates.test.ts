import { describe, expect, it } from 'vitest';
import {
  fillMergeFields,
  MAIL_FIELD_EXAMPLES,
  MAIL_TEMPLATE_KEYS,
  MAIL_TEMPLATES,
  renderMail,
  surveyReminderValues,
  unknownMergeFields,
} from './mail-templates.ts';

describe('fillMergeFields', () => {
  it('fills every named field, as often as it appears', () => {
    expect(
      fillMergeFields('Hi {first_name}, {cohort}! Bye {first_name}.', { first_name: 'Ada', cohort: 'MGH A' }),
    ).toBe('Hi Ada, MGH A! Bye Ada.');
  });

  it('leaves a field it has no value for as written, so a typo shows', () => {
    expect(fillMergeFields('Hi {frist_name}', { first_name: 'Ada' })).toBe('Hi {frist_name}');
  });

  it('writes {{ and }} as literal braces, and never fills them', () => {
    expect(fillMergeFields('{{first_name}} is {first_name}', { first_name: 'Ada' })).toBe('{first_name} is Ada');
  });

  it('fills in one pass: a value holding a field name is not filled again', () => {
    expect(fillMergeFields('{message}', { message: 'Hello {first_name}', first_name: 'Ada' })).toBe(
      'Hello {first_name}',
    );
  });

  it('ignores names outside [a-z_] and inherited properties', () => {
    expect(fillMergeFields('{First} {a-b} {toString} {constructor}', {})).toBe(
      '{First} {a-b} {toString} {constructor}',
    );
  });

  it('keeps $ sequences of a value as they are', () => {
    expect(fillMergeFields('Cost: {x}', { x: "$& $1 $' $$" })).toBe("Cost: $& $1 $' $$");
  });
});

describe('renderMail', () => {
  it('sends the default text when the group has no template: the invitation as before templates', () => {
    const mail = renderMail('invitation', null, { first_name: 'Ada', cohort: 'MGH A', link: 'https://x/login?t=1' });
    expect(mail).toEqual({
      subject: 'Your invitation to the Peer Coaching Program',
      text:
        'Hello Ada,\n\nYou are invited to the Peer Coaching Program, in MGH A.\n\n' +
        'Sign in with this link (it works once; you can ask for a new one on the sign-in page):\nhttps://x/login?t=1\n\n' +
        '--\nPeer Coaching Program',
    });
  });

  it('uses the group’s template when it has one, subject included', () => {
    const mail = renderMail(
      'announcement_email',
      { subject: 'News: {title}', markdown: '**{title}**\n\n{body}\n\nSee {link}' },
      { title: 'Kickoff moved', body: 'Now at 10.', link: 'https://app/' },
    );
    expect(mail).toEqual({
      subject: 'News: Kickoff moved',
      text: '**Kickoff moved**\n\nNow at 10.\n\nSee https://app/',
    });
  });

  it('keeps the subject on one line whatever a value holds', () => {
    const mail = renderMail('event_email', null, {
      subject: 'Line one\r\nline two',
      message: 'm',
      event: 'e',
      when: 'w',
    });
    expect(mail.subject).toBe('Line one line two');
    expect(mail.text).toBe('m\n\n--\nAbout: e, w (New York time)');
  });

  it('falls back to the template’s label when the subject fills to nothing', () => {
    expect(renderMail('event_email', { subject: '{subject}', markdown: 'x' }, { subject: '' }).subject).toBe(
      'Event e-mail',
    );
  });

  it('the survey reminder says until when the window closes, in New York time, and nothing when it does not', () => {
    const closes = new Date('2026-03-09T21:00:00Z'); // Monday, 5:00 PM in New York (EDT)
    const withEnd = renderMail(
      'survey_reminder',
      null,
      surveyReminderValues('Check-in', closes, 'https://app/reflection'),
    );
    expect(withEnd.subject).toBe('Reminder: Check-in');
    expect(withEnd.text).toBe(
      'Hello,\n\nWe have not received your answers to "Check-in" yet. Please answer by Monday, March 9 at 5:00 PM (New York time):\n' +
        'https://app/reflection\n\nThank you!\n\n--\nPeer Coaching Program',
    );
    const open = renderMail('survey_reminder', null, surveyReminderValues('Check-in', null, 'u'));
    expect(open.text).toContain('Please answer:\nu');
  });
});

describe('the templates', () => {
  it.each(MAIL_TEMPLATE_KEYS)('%s: its default names only fields it fills', (key) => {
    const { subject, markdown } = MAIL_TEMPLATES[key];
    expect(unknownMergeFields(`${subject}\n${markdown}`, key)).toEqual([]);
  });

  it.each(MAIL_TEMPLATE_KEYS)('%s: the editor’s examples fill every one of its fields', (key) => {
    const { subject, text } = renderMail(key, null, MAIL_FIELD_EXAMPLES);
    expect(`${subject}\n${text}`).not.toMatch(/\{[a-z_]+\}/);
  });

  it('unknownMergeFields names the fields a template does not fill, once each, ignoring {{escaped}} ones', () => {
    expect(unknownMergeFields('{first_name} {next_event} {{literal}} {next_event}', 'invitation')).toEqual([
      'next_event',
    ]);
  });
});
