// The digest e-mail's periods (docs/calls.md "Digest"): an agent whose notification settings ask for a
// Daily, Weekly or Monthly summary gets, once a day's sweep runs, the previous whole UTC day, the
// previous week (Monday to Sunday, sent on Mondays) or the previous calendar month (sent on the 1st).
import type { NotificationSettings } from '../schemas/agent-settings';
import { utcDay } from './call-summary';

export type DigestFrequency = Exclude<NotificationSettings['emailSummary'], 'Never'>;
export const DIGEST_FREQUENCIES: readonly DigestFrequency[] = ['Daily', 'Weekly', 'Monthly'];

export interface DigestPeriod {
  frequency: DigestFrequency;
  /** First and last UTC day of the period, inclusive ('YYYY-MM-DD'). */
  from: string;
  to: string;
  /** Names the period: one digest per agent and key is ever sent. */
  key: string;
}

const DAY_MS = 86_400_000;

/** The period a frequency's digest covers when the sweep runs at `now`, or null when none is due. */
export function dueDigestPeriod(frequency: DigestFrequency, now: number): DigestPeriod | null {
  const today = Date.parse(`${utcDay(now)}T00:00:00Z`);
  const yesterday = utcDay(today - DAY_MS);
  const date = new Date(today);
  switch (frequency) {
    case 'Daily':
      return { frequency, from: yesterday, to: yesterday, key: `daily_${yesterday}` };
    case 'Weekly': {
      // getUTCDay: Sunday 0, Monday 1.
      if (date.getUTCDay() !== 1) return null;
      const from = utcDay(today - 7 * DAY_MS);
      return { frequency, from, to: yesterday, key: `weekly_${from}` };
    }
    case 'Monthly': {
      if (date.getUTCDate() !== 1) return null;
      const from = utcDay(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 1, 1));
      return { frequency, from, to: yesterday, key: `monthly_${from.slice(0, 7)}` };
    }
  }
}
