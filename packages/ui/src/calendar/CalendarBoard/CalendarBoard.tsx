import FullCalendar from '@fullcalendar/react';
import type { EventInput, LocaleInput } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import arLocale from '@fullcalendar/react/locales/ar';
import trLocale from '@fullcalendar/react/locales/tr';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import styled from 'styled-components';

/** One entry on the board: the member's own (editable) or a registered event / accepted session (read-only). */
export interface CalendarBoardEvent {
  id: string;
  title: string;
  /** ISO date-time, or `YYYY-MM-DD` for an all-day entry. */
  start: string;
  end: string;
  allDay: boolean;
  source: 'own' | 'event' | 'session';
}

export interface CalendarRange {
  start: Date;
  end: Date;
  allDay: boolean;
}

type CalendarView = 'dayGridMonth' | 'timeGridWeek' | 'timeGridDay';

interface CalendarBoardProps {
  events: CalendarBoardEvent[];
  /** en, tr or ar: FullCalendar's own words, week start and numbering for that language. */
  locale?: string;
  direction?: 'ltr' | 'rtl';
  /** The day the board opens on and marks as today (the app passes today; stories a fixed day). */
  now?: Date;
  initialView?: CalendarView;
  /** A selected range ('New Event'). */
  onSelectRange?: (range: CalendarRange) => void;
  /** A click on an own entry ('Edit Event'). */
  onOpen?: (id: string) => void;
  /** An own entry dragged or resized: its new range. */
  onChange?: (id: string, range: CalendarRange) => void;
  /** Names of the month/week/day buttons when the locale has none of its own (English). */
  labels?: Partial<{ today: string; month: string; week: string; day: string; readOnly: string }>;
  /**
   * 'auto' grows with the content (stories); a number is the board's height in px; 'fill' takes the height of
   * its container (a page reserves the board's space before it arrives, so nothing below it shifts).
   */
  height?: number | 'auto' | 'fill';
}

const LOCALES: Record<string, LocaleInput> = { ar: arLocale, tr: trLocale };

/**
 * FullCalendar's classic theme, every colour taken from the design system's tokens (light and dark follow the
 * theme provider; no palette file). Read-only entries are the accent colour, the member's own the primary.
 */
const Frame = styled.div`
  &[data-fill] {
    block-size: 100%;
  }
  --fc-classic-button: ${({ theme }) => theme.color.primary.default};
  --fc-classic-button-border: ${({ theme }) => theme.color.primary.default};
  --fc-classic-button-strong: ${({ theme }) => theme.color.primary.active};
  --fc-classic-button-strong-border: ${({ theme }) => theme.color.primary.active};
  --fc-classic-button-outline: ${({ theme }) => theme.color.border.focus};
  --fc-classic-button-foreground: ${({ theme }) => theme.color.primary.onPrimary};
  --fc-classic-primary: ${({ theme }) => theme.color.primary.default};
  --fc-classic-primary-foreground: ${({ theme }) => theme.color.primary.onPrimary};
  --fc-classic-event: ${({ theme }) => theme.color.primary.default};
  --fc-classic-event-contrast: ${({ theme }) => theme.color.primary.onPrimary};
  --fc-classic-background-event: ${({ theme }) => theme.color.success.solid};
  --fc-classic-background-event-opacity: 15%;
  --fc-classic-background-event-foreground-opacity: 50%;
  --fc-classic-highlight: ${({ theme }) => theme.color.primary.subtle};
  /* Dark's accent.subtle is a deep maroon that drowns today's cell: a faint wash of the accent instead. */
  --fc-classic-today: ${({ theme }) =>
    theme.scheme === 'dark'
      ? `color-mix(in srgb, ${theme.color.accent.default} 18%, transparent)`
      : theme.color.accent.subtle};
  --fc-classic-now: ${({ theme }) => theme.color.error.fg};
  --fc-classic-small-dot-width: 8px;
  --fc-classic-large-dot-width: 10px;
  --fc-classic-background: ${({ theme }) => theme.color.bg.surface};
  --fc-classic-faint: ${({ theme }) => theme.color.bg.page};
  --fc-classic-muted: ${({ theme }) => theme.color.bg.sunken};
  --fc-classic-strong: ${({ theme }) => theme.color.border.default};
  --fc-classic-foreground: ${({ theme }) => theme.color.text.primary};
  --fc-classic-faint-foreground: ${({ theme }) => theme.color.text.muted};
  --fc-classic-muted-foreground: ${({ theme }) => theme.color.text.secondary};
  --fc-classic-border: ${({ theme }) => theme.color.border.subtle};
  --fc-classic-strong-border: ${({ theme }) => theme.color.border.strong};

  background: ${({ theme }) => theme.color.bg.surface};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  color: ${({ theme }) => theme.color.text.primary};
  font-family: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  padding: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.phoneOnly} {
    padding: ${({ theme }) => theme.space[2]};
  }

  button {
    font: inherit;
    min-block-size: 40px;
    border-radius: ${({ theme }) => theme.radius.md};
  }
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }

  /* A title takes the direction of its own words: a Latin name in Arabic is cut at its end, not its start. */
  .wellness-event-title {
    unicode-bidi: plaintext;
  }

  .wellness-event-readonly {
    --fc-classic-event: ${({ theme }) => theme.color.accent.default};
    --fc-classic-event-contrast: ${({ theme }) => theme.color.accent.onAccent};
    cursor: default;
  }
`;

/** Month, week and day views with previous / next / today; select a range, click, drag and resize own entries. */
export function CalendarBoard({
  events,
  locale = 'en',
  direction = 'ltr',
  now,
  initialView = 'dayGridMonth',
  onSelectRange,
  onOpen,
  onChange,
  labels,
  height = 'auto',
}: CalendarBoardProps) {
  const input: EventInput[] = events.map((event) => {
    const own = event.source === 'own';
    return {
      id: event.id,
      title: event.title,
      start: event.start,
      end: event.end,
      allDay: event.allDay,
      editable: own,
      className: own ? 'wellness-event-own' : 'wellness-event-readonly',
      extendedProps: { source: event.source },
    };
  });
  const english = !LOCALES[locale];
  const change = (info: { event: { id: string; start: Date | null; end: Date | null; allDay: boolean } }) => {
    const { start, end, allDay } = info.event;
    if (!start) return;
    onChange?.(info.event.id, { start, end: end ?? start, allDay });
  };
  return (
    <Frame dir={direction} data-fill={height === 'fill' || undefined}>
      <FullCalendar
        plugins={[classicThemePlugin, dayGridPlugin, timeGridPlugin, interactionPlugin]}
        initialView={initialView}
        {...(now ? { now, initialDate: now } : {})}
        locale={LOCALES[locale] ?? 'en'}
        direction={direction}
        headerToolbar={{
          start: 'prev,next today',
          center: 'title',
          end: 'dayGridMonth,timeGridWeek,timeGridDay',
        }}
        buttons={
          english
            ? {
                today: { text: labels?.today ?? 'Today', hint: labels?.today ?? 'Today' },
                dayGridMonth: { text: labels?.month ?? 'Month' },
                timeGridWeek: { text: labels?.week ?? 'Week' },
                timeGridDay: { text: labels?.day ?? 'Day' },
              }
            : {}
        }
        height={height === 'fill' ? '100%' : height}
        events={input}
        selectable
        selectMirror
        editable
        dayMaxEvents={3}
        nowIndicator
        scrollTime="08:00:00"
        select={(info) => {
          onSelectRange?.({ start: info.start, end: info.end, allDay: info.allDay });
          info.view.calendar.unselect();
        }}
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          if (info.event.extendedProps.source === 'own') onOpen?.(info.event.id);
        }}
        eventTitleClass="wellness-event-title"
        eventDrop={change}
        eventResize={change}
      />
    </Frame>
  );
}
