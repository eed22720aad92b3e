// The digest e-mail (docs/calls.md "Digest"): each agent whose notification settings ask for a Daily,
// Weekly or Monthly summary gets its calls of the period that just ended, at the notifications
// address (errorEmail), computed from the daily summaries only (one read per day of the period). A
// digest is queued under a fixed mail id per agent and period, so a rerun of the sweep sends nothing
// twice.
import {
  COLLECTIONS,
  DIGEST_FREQUENCIES,
  PRODUCT_NAME,
  agentSchema,
  dueDigestPeriod,
  formatCents,
  formatDurationSeconds,
  formatPercent,
  mergeDailySummaries,
  percentOf,
  type Agent,
  type CounterTree,
  type DailySummary,
  type DigestPeriod,
} from '@parley/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { onSchedule } from 'firebase-functions/scheduler';
import { db } from '../lib/firestore';
import { appBaseUrl, escapeHtml } from '../mail/templates';
import { sendMail, type MailMessage } from '../mail/send-mail';

async function agentSummaries(
  firestore: Firestore,
  agentId: string,
  period: DigestPeriod,
): Promise<DailySummary[]> {
  const snapshot = await firestore
    .collection(COLLECTIONS.callSummaries)
    .where('scope', '==', 'agent')
    .where('agentId', '==', agentId)
    .where('day', '>=', period.from)
    .where('day', '<=', period.to)
    .get();
  return snapshot.docs.map((doc) => ({
    day: String(doc.get('day')),
    counters: (doc.get('counters') ?? {}) as CounterTree,
  }));
}

const rate = (part: number, whole: number) => formatPercent(percentOf(part, whole));

const topCounts = (tree: CounterTree): string =>
  Object.entries(tree)
    .filter((entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([key, value]) => `${key} ${String(value)}`)
    .join(', ') || '—';

/** The digest of one agent's period: the totals the dashboard shows, and a link to it. */
export function callDigestMail(
  to: string,
  agent: Agent,
  period: DigestPeriod,
  summaries: readonly DailySummary[],
): MailMessage {
  const { total } = mergeDailySummaries(summaries, period);
  const range = period.from === period.to ? period.from : `${period.from} – ${period.to}`;
  const subject = `${PRODUCT_NAME}: ${period.frequency.toLowerCase()} call summary for ${agent.name} (${range})`;
  const lines = [
    `Calls: ${String(total.calls)}`,
    `Completed: ${rate(total.completions, total.calls)}, transferred: ${rate(total.transfers, total.calls)}`,
    `Average duration: ${formatDurationSeconds(total.averageDurationSeconds)}, p90: ${formatDurationSeconds(total.p90DurationSeconds)}`,
    `Sentiment: ${topCounts(total.bySentiment)}`,
    `Reasons: ${topCounts(total.byReason)}`,
    `Cost: ${formatCents(total.costCents)}, credits used: ${String(total.credits)}`,
  ];
  const link = `${appBaseUrl()}/agent/${encodeURIComponent(agent.id)}/analytics`;
  return {
    to,
    subject,
    text: `${subject}\n\n${lines.join('\n')}\n\n${link}`,
    html: `<p><strong>${escapeHtml(subject)}</strong></p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
  };
}

/** Sends every digest due at `now`; resolves the mail ids queued (or already queued) by this run. */
export async function sendCallDigests(firestore: Firestore, now: number): Promise<string[]> {
  const sent: string[] = [];
  for (const frequency of DIGEST_FREQUENCIES) {
    const period = dueDigestPeriod(frequency, now);
    if (!period) continue;
    const agents = await firestore
      .collection(COLLECTIONS.agents)
      .where('notificationsSettings.emailSummary', '==', frequency)
      .get();
    for (const doc of agents.docs) {
      const agent = agentSchema.parse({ ...doc.data(), id: doc.id });
      const to = agent.notificationsSettings.errorEmail;
      // A draft under version control is not a live agent: it takes no calls.
      if (!to || agent.isDraft) continue;
      const mail = callDigestMail(to, agent, period, await agentSummaries(firestore, agent.id, period));
      sent.push(await sendMail(mail, 'call-digest', { once: `digest_${agent.id}_${period.key}` }));
    }
  }
  return sent;
}

/** Every day at 06:00 UTC: the digests of the day, week or month that ended. */
export const sendCallDigestsDaily = onSchedule({ schedule: '0 6 * * *', timeZone: 'UTC' }, async () => {
  await sendCallDigests(db(), Date.now());
});
