import Typography from '@mui/material/Typography';
import {
  callingWindowNextStartLabel,
  formatInTimeZone,
  MSG_NO_CALLING_DAYS,
  MSG_WAITING_FOR_CALLING_WINDOW,
  nextCallingWindowStart,
  type Campaign,
} from '@parley/domain';
import { useNow } from '../hooks/use-now';

/** The waiting text of a running campaign outside its calling window, or null while it may call. */
export function callingWindowWaitText(campaign: Pick<Campaign, 'status' | 'schedule'>, now: number) {
  if (campaign.status !== 'IN_PROGRESS' || !campaign.schedule) return null;
  const next = nextCallingWindowStart(campaign.schedule, now);
  if (next === now) return null;
  if (next === null) return `${MSG_WAITING_FOR_CALLING_WINDOW}. ${MSG_NO_CALLING_DAYS}`;
  return `${MSG_WAITING_FOR_CALLING_WINDOW} · ${callingWindowNextStartLabel(formatInTimeZone(next, campaign.schedule.timezone))}`;
}

/**
 * 'Waiting for the calling window · Next start: Mon, Mar 9, 09:00 EDT' under a running campaign whose
 * days and hours (in its own timezone) do not allow calls now: the runner holds its contacts until then.
 */
export function CallingWindowNote({
  campaign,
  now,
}: {
  campaign: Pick<Campaign, 'status' | 'schedule'>;
  /** The time to judge by; the live clock when omitted. */
  now?: number;
}) {
  const clock = useNow();
  const text = callingWindowWaitText(campaign, now ?? clock);
  return text === null ? null : (
    <Typography role="status" variant="caption" color="info.main">
      {text}
    </Typography>
  );
}
