// The create/edit campaign form: its fields, the values it starts from, and what it sends.
import {
  MSG_CAMPAIGN_NAME_REQUIRED,
  campaignScheduleSchema,
  type Campaign,
  type UpdateCampaignBody,
} from '@parley/domain';
import { z } from 'zod';
import { timestampToDate } from '../../../lib/timestamps';

const time = z.string().regex(/^\d{2}:\d{2}$/);

/** One schema for the form's field messages and the parsed value. */
export const campaignFormSchema = z.object({
  name: z.string().trim().min(1, MSG_CAMPAIGN_NAME_REQUIRED).max(100),
  timezone: z.string().min(1),
  /** A datetime-local value ('2026-11-23T09:00') or '' for "as soon as started". */
  startAt: z.string(),
  days: z.array(z.number().int().min(0).max(6)),
  windowStart: time,
  windowEnd: time,
});
export type CampaignFormInput = z.input<typeof campaignFormSchema>;
export type CampaignFormValue = z.output<typeof campaignFormSchema>;

const pad = (value: number) => String(value).padStart(2, '0');

/** A Date as a datetime-local value in the browser's zone. */
function toLocalInput(date: Date | null): string {
  if (!date) return '';
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The form's starting values: the campaign's, or the schedule defaults with the browser's time zone. */
export function campaignFormValues(campaign: Campaign | null): CampaignFormInput {
  const schedule =
    campaign?.schedule ??
    campaignScheduleSchema.parse({
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  return {
    name: campaign?.name ?? '',
    timezone: schedule.timezone,
    startAt: toLocalInput(timestampToDate(schedule.startAt)),
    days: [...schedule.days],
    windowStart: schedule.windowStart,
    windowEnd: schedule.windowEnd,
  };
}

/** The campaign fields the form sets (name and schedule; the start time as epoch milliseconds). */
export function campaignFormBody(
  value: CampaignFormValue,
): Pick<Required<UpdateCampaignBody>, 'name' | 'schedule'> {
  const { name, timezone, startAt, days, windowStart, windowEnd } = value;
  return {
    name,
    schedule: {
      timezone,
      startAt: startAt === '' ? null : new Date(startAt).getTime(),
      days,
      windowStart,
      windowEnd,
    },
  };
}
