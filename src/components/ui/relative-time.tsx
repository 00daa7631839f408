// When something happened, as a person says it: 'just now', '5 min ago', '3 h ago', 'yesterday', then the date
// ('Nov 12, 2026'). The exact moment is the element's title (on hover) and, where the element may take the focus,
// a tooltip on keyboard focus; `<time dateTime>` carries it for machines.
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { LazyTooltip } from '@/components/ui/lazy-tooltip';
import { formatDate } from '@/utils/format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function startOfDay(time: number): number {
  const day = new Date(time);
  day.setHours(0, 0, 0, 0);
  return day.getTime();
}

export function relativeTime(iso: string, now = Date.now()): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  // A clock a little ahead of the reader's still reads as now, not as a time to come.
  const ago = Math.max(0, now - time);
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)} min ago`;
  const today = startOfDay(now);
  if (time >= today || ago < 6 * HOUR) return `${Math.floor(ago / HOUR)} h ago`;
  const yesterday = startOfDay(today - 1);
  if (time >= yesterday) return 'yesterday';
  return formatDate(iso, 'short');
}

interface RelativeTimeProps {
  value: string;
  /** Lets the keyboard reach it to read the exact time; off inside a link or button, which already takes the focus. */
  focusable?: boolean;
  sx?: SxProps<Theme>;
}

export function RelativeTime({ value, focusable = false, sx }: RelativeTimeProps) {
  const exact = formatDate(value, 'dateTime');
  const time = (
    <Box component="time" dateTime={value} title={exact} tabIndex={focusable ? 0 : undefined} sx={sx}>
      {relativeTime(value)}
    </Box>
  );
  return focusable ? <LazyTooltip title={exact}>{time}</LazyTooltip> : time;
}
