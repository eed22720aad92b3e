// The dashboards' only reads: the daily summary documents of one agent or organisation over a range of
// UTC days (t_call_summaries, one document a day, docs/calls.md "Daily summaries"), live, so a chart
// moves as calls end. A 30-day dashboard reads at most 30 documents however many calls there were.
import { COLLECTIONS, type CounterTree, type DailySummary } from '@parley/domain';
import { collection, query, where, type Firestore, type Query } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { z } from 'zod';
import type { AsyncState } from '../../../lib/async-state';
import type { CallScope } from '../../../lib/call-log-url';
import { converterFor } from '../../../lib/firestore-converter';
import { useLiveQuery } from '../../../lib/live-data';

const counterTreeSchema: z.ZodType<CounterTree> = z.lazy(() =>
  z.record(z.string(), z.union([z.number(), counterTreeSchema])),
);

/** A t_call_summaries document (written by functions/src/calls/sync-call-summary.ts only). */
export const callSummaryDocSchema = z.object({
  id: z.string(),
  scope: z.enum(['agent', 'org']),
  agentId: z.string().nullable().default(null),
  orgId: z.string().nullable().default(null),
  day: z.string(),
  counters: counterTreeSchema.default({}),
});
export type CallSummaryDoc = z.infer<typeof callSummaryDocSchema>;

const summaryConverter = converterFor(callSummaryDocSchema, { idField: 'id' });

export interface DayRange {
  /** 'YYYY-MM-DD', inclusive. */
  from: string;
  to: string;
}

/** The summaries of a scope's days in the range: equality on scope and owner, a range on day. */
export function summariesQuery(
  firestore: Firestore,
  scope: CallScope,
  range: DayRange,
): Query<CallSummaryDoc> {
  const owner =
    'agentId' in scope ? where('agentId', '==', scope.agentId) : where('orgId', '==', scope.orgId);
  return query(
    collection(firestore, COLLECTIONS.callSummaries).withConverter(summaryConverter),
    where('scope', '==', 'agentId' in scope ? 'agent' : 'org'),
    owner,
    where('day', '>=', range.from),
    where('day', '<=', range.to),
  );
}

const asDaily = (docs: CallSummaryDoc[]): readonly DailySummary[] =>
  docs.map(({ day, counters }) => ({ day, counters }));

export function useCallSummaries(scope: CallScope, range: DayRange): AsyncState<readonly DailySummary[]> {
  const firestore = useFirestore();
  const key = 'agentId' in scope ? `agent:${scope.agentId}` : `org:${scope.orgId}`;
  const summaries = useMemo(
    () => summariesQuery(firestore, scope, range),
    // `key` and the days stand for the scope and range objects.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [firestore, key, range.from, range.to],
  );
  return useLiveQuery(summaries, asDaily);
}
