import type { Campaign } from '@parley/domain';
import { useMemo } from 'react';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { z } from 'zod';
import { useObservableState, type AsyncState } from '../../../lib/async-state';
import { campaignDocRef } from './campaign-refs';

export const campaignInputSchema = z.object({ campaignId: z.string().min(1) });

const orNull = (campaign: Campaign | undefined) => campaign ?? null;

/** One campaign, live; data null when it does not exist. */
export function useCampaign(campaignId: string): AsyncState<Campaign | null> {
  const firestore = useFirestore();
  const ref = useMemo(
    () => campaignDocRef(firestore, campaignInputSchema.parse({ campaignId }).campaignId),
    [firestore, campaignId],
  );
  return useObservableState(useFirestoreDocData(ref), 'Could not load the campaign', orNull);
}
