// What follows a call's end, whichever webhook reported it: a campaign call frees its contact and
// slot, the call's credits are debited (once per call: billing/call-usage.ts), the agent's
// notifications go out (once per call and kind: notifications/), the call is analysed (once per call
// and analysis settings: analysis/analyse-call.ts) and its post-call webhooks, which carry the analysis,
// go out (once per call and URL: post-call-webhooks.ts). Every step is safe to repeat, so a
// retried delivery that crashed half-way completes the rest.
import { isFinalCallStatus, type CallRecord } from '@parley/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { analyseCall } from '../analysis/analyse-call';
import { chargeCallUsage } from '../billing/call-usage';
import { releaseCampaignContact } from '../campaigns/runner/release-campaign-contact';
import { sendCallNotifications } from '../notifications/send-call-notifications';
import { sendPostCallWebhooks } from './post-call-webhooks';

/** Finishes an ended call; resolves the campaign whose slot it freed (its next step may run), else null. */
export async function finishCall(db: Firestore, call: CallRecord): Promise<string | null> {
  if (!isFinalCallStatus(call.status)) return null;
  const campaignId = await releaseCampaignContact(db, call);
  await chargeCallUsage(db, call.id);
  await sendCallNotifications(db, call);
  const analysed = await analyseCall(db, call.id);
  await sendPostCallWebhooks(
    db,
    analysed.outcome === 'analysed' ? { ...call, analysis: analysed.analysis } : call,
  );
  return campaignId;
}
