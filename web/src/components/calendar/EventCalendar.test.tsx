import { createTheme, ThemeProvider } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { renderToHtml, tagWith } from '../render-to-html.ts';
import EventCalendar from './EventCalendar.tsx';
import type { CalendarItem } from './calendar-items.ts';

const now = new Date();
// 15:00 UTC is 10:00 or 11:00 in New York, never in the machine's zone under TZ=Los_Angeles.
const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 14, 15, 0, 0));
const items: CalendarItem[] = [
  {
    id: 'e1',
    title: 'Check-in <b>one</b>',
    start,
    end: new Date(start.getTime() + 3_600_000),
    status: 'registered',
    color: 'green',
    statusLabel: 'Registered',
  },
];

const render = () =>
  renderToHtml(
    <ThemeProvider theme={createTheme()}>
      <EventCalendar label="Your calendar" onSelect={() => {}} items={items} />
    </ThemeProvider>,
  );

/** The markup of the drawn event, from its opening tag to its status in words. */
function eventMarkup(html: string, id: string): string {
  const at = html.indexOf(tagWith(html, 'data-event-id', id));
  return html.slice(at, html.indexOf('</div>', at));
}

describe('EventCalendar', () => {
  it('draws each event with its id, status and status in words, the title as text', () => {
    const { html } = render();
    expect(tagWith(html, 'data-event-id', 'e1')).toContain('data-status="registered"');
    const drawn = eventMarkup(html, 'e1');
    expect(drawn).toContain('Check-in &lt;b&gt;one&lt;/b&gt;');
    expect(drawn).toContain(', Registered');
    expect(html).toContain('aria-label="Your calendar"');
  });

  it('shows times in America/New_York', () => {
    const newYorkHour = Number(
      new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: 'numeric', hour12: false }).format(start),
    );
    const drawn = eventMarkup(render().html, 'e1');
    expect(drawn).toMatch(new RegExp(`>${newYorkHour % 12 || 12}(:00)?\\s?(a|am|p|pm)?<`, 'i'));
  });
});
