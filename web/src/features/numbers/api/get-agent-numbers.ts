import { COLLECTIONS, phoneNumberSchema, type PhoneNumber } from '@parley/domain';
import { collection, query, where, type Firestore, type Query } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { z } from 'zod';
import type { AsyncState } from '../../../lib/async-state';
import { converterFor } from '../../../lib/firestore-converter';
import { useLiveQuery } from '../../../lib/live-data';

const phoneNumberConverter = converterFor(phoneNumberSchema, { idField: 'id' });

export const agentNumbersInputSchema = z.object({ orgId: z.string().min(1), agentId: z.string().min(1) });
export type AgentNumbersInput = z.infer<typeof agentNumbersInputSchema>;

/** The numbers and SIP addresses attached to an agent (t_phone_numbers), filtered by organisation for the rules. */
export function agentNumbersQuery(firestore: Firestore, input: AgentNumbersInput): Query<PhoneNumber> {
  const { orgId, agentId } = agentNumbersInputSchema.parse(input);
  return query(
    collection(firestore, COLLECTIONS.phoneNumbers).withConverter(phoneNumberConverter),
    where('orgId', '==', orgId),
    where('agentId', '==', agentId),
  );
}

/** Primary first, then by number. */
const primaryFirst = (numbers: PhoneNumber[]) =>
  [...numbers].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary) || a.number.localeCompare(b.number));

/** An agent's numbers, live. */
export function useAgentNumbers(input: AgentNumbersInput): AsyncState<readonly PhoneNumber[]> {
  const firestore = useFirestore();
  const { orgId, agentId } = input;
  const numbersQuery = useMemo(
    () => agentNumbersQuery(firestore, { orgId, agentId }),
    [firestore, orgId, agentId],
  );
  return useLiveQuery(numbersQuery, primaryFirst);
}
