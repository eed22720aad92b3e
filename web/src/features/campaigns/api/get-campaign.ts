import type { Campaign } from '@parley/domain';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { z } from 'zod';
import type { AsyncState } from '../../../lib/async-state';
import { useLiveDocument } from '../../../lib/live-data';
import { campaignDocRef } from './campaign-refs';

export const campaignInputSchema = z.object({ campaignId: z.string().min(1) });

/** One campaign, live; data null when it does not exist. */
export function useCampaign(campaignId: string): AsyncState<Campaign | null> {
  const firestore = useFirestore();
  const ref = useMemo(
    () => campaignDocRef(firestore, campaignInputSchema.parse({ campaignId }).campaignId),
    [firestore, campaignId],
  );
  return useLiveDocument(ref);
}
