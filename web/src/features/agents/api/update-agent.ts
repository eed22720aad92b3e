import { useMutation } from '@tanstack/react-query';
import { updateDoc, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { z } from 'zod';
import { agentDocRef } from '../../../lib/firestore-refs';

/** The update buildAgentUpdate produces: dotted paths of changed client-writable fields plus lastUpdatedBy. */
export const updateAgentInputSchema = z.object({
  agentId: z.string().min(1),
  update: z
    .record(z.string(), z.unknown())
    .refine((update) => 'lastUpdatedBy' in update, 'lastUpdatedBy is required'),
});
export type UpdateAgentInput = z.infer<typeof updateAgentInputSchema>;

/** Writes straight to the agent document; the security rules allow only the client-writable fields. */
export async function updateAgent(firestore: Firestore, input: UpdateAgentInput): Promise<void> {
  const { agentId, update } = updateAgentInputSchema.parse(input);
  await updateDoc(agentDocRef(firestore, agentId), update);
}

export function useUpdateAgent() {
  const firestore = useFirestore();
  return useMutation({ mutationFn: (input: UpdateAgentInput) => updateAgent(firestore, input) });
}
