/**
 * The calendar of the app (month, week and list), on FullCalendar's MIT views. Times are in
 * America/New_York (spec section 9) whatever the browser's zone: FullCalendar 7 computes named
 * zones with Temporal. The page decides each event's colour and status; each drawn event
 * carries data-event-id and data-status. Load it lazily (React.lazy): it is about 80 KiB gzip.
 */
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import listPlugin from '@fullcalendar/react/list';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import 'temporal-polyfill/global';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DISPLAY_TIMEZONE } from '@peer-coaching/domain';
import { useMemo } from 'react';
import { EVENT_SWATCHES } from '../event-label.ts';
import { calendarPalette } from './calendar-palette.ts';
import { defaultCalendarView, FULLCALENDAR_VIEWS, type CalendarItem } from './calendar-items.ts';

export interface EventCalendarProps {
  items: readonly CalendarItem[];
  onSelect: (id: string) => void;
  /** The accessible name of the calendar region, e.g. "Your calendar". */
  label: string;
}

const plugins = [dayGridPlugin, timeGridPlugin, listPlugin, classicThemePlugin];

export default function EventCalendar({ items, onSelect, label }: EventCalendarProps) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const byId = useMemo(() => new Map(items.map((item) => [item.id, item])), [items]);
  const events = useMemo(
    () => items.map((item) => ({ id: item.id, title: item.title, start: item.start, end: item.end })),
    [items],
  );

  return (
    <Box role="region" aria-label={label} sx={{ ...calendarPalette(theme), '& .fc': { fontFamily: 'inherit' } }}>
      <FullCalendar
        plugins={plugins}
        timeZone={DISPLAY_TIMEZONE}
        initialView={FULLCALENDAR_VIEWS[defaultCalendarView(isPhone)]}
        headerToolbar={{
          start: 'prev,next today',
          center: 'title',
          end: `${FULLCALENDAR_VIEWS.month},${FULLCALENDAR_VIEWS.week},${FULLCALENDAR_VIEWS.list}`,
        }}
        buttons={{
          today: { text: 'Today' },
          [FULLCALENDAR_VIEWS.month]: { text: 'Month' },
          [FULLCALENDAR_VIEWS.week]: { text: 'Week' },
          [FULLCALENDAR_VIEWS.list]: { text: 'List' },
        }}
        height="auto"
        // An evening session that ends after midnight belongs to its evening: drawn once, on the
        // day it starts, in the month and list views (the week view still shows both parts).
        nextDayThreshold="09:00:00"
        events={events}
        eventInteractive
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          onSelect(info.event.id);
        }}
        eventContent={(info) => {
          const item = byId.get(info.event.id);
          if (!item) return null;
          return (
            <Box
              data-event-id={item.id}
              data-status={item.status}
              title={`${item.title}: ${item.statusLabel}`}
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0, overflow: 'hidden', width: '100%' }}
            >
              <Box
                component="span"
                aria-hidden
                sx={{ width: 8, height: 8, borderRadius: '50%', flexShrink: 0, bgcolor: EVENT_SWATCHES[item.color] }}
              />
              {info.timeText && (
                <Box component="span" sx={{ flexShrink: 0, fontSize: '0.75rem' }}>
                  {info.timeText}
                </Box>
              )}
              <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {item.title}
              </Box>
              <Box component="span" sx={visuallyHidden}>
                {`, ${item.statusLabel}`}
              </Box>
            </Box>
          );
        }}
      />
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
