import { useMutation } from '@tanstack/react-query';
import { updateDoc, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { z } from 'zod';
import { orgDocRef } from '../../../lib/firestore-refs';

export const setVersionControlInputSchema = z.object({ orgId: z.string().min(1), enabled: z.boolean() });
export type SetVersionControlInput = z.infer<typeof setVersionControlInputSchema>;

/**
 * Turns the organisation's agent version control on or off: a direct write of the one boolean, which
 * the rules let its owner and admins (not VIEWERs) make (docs/versions.md#version-control-on-and-off).
 */
export async function setVersionControl(firestore: Firestore, input: SetVersionControlInput): Promise<void> {
  const { orgId, enabled } = setVersionControlInputSchema.parse(input);
  await updateDoc(orgDocRef(firestore, orgId), { enableAgentVersionControl: enabled });
}

export function useSetVersionControl() {
  const firestore = useFirestore();
  return useMutation({ mutationFn: (input: SetVersionControlInput) => setVersionControl(firestore, input) });
}
