import { COLLECTIONS, orgSecretsSchema, type OrgSecrets } from '@parley/domain';
import { doc } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import type { AsyncState } from './async-state';
import { converterFor } from './firestore-converter';
import { useLiveDocument } from './live-data';

const orgSecretsConverter = converterFor(orgSecretsSchema, { idField: 'orgId' });

/**
 * An organisation's credentials (t_org_secrets: the public invite link's token, API keys, when the
 * post-call signing secret was last rotated), live. Only its owner and admins may read them
 * (docs/security.md), so only their screens call this — the organisation's settings and the agent's
 * signing-secret panel, hence in lib; for anyone else the read fails with permission-denied.
 */
export function useOrgSecrets(orgId: string): AsyncState<OrgSecrets | null> {
  const firestore = useFirestore();
  const ref = useMemo(
    () => doc(firestore, COLLECTIONS.orgSecrets, orgId).withConverter(orgSecretsConverter),
    [firestore, orgId],
  );
  return useLiveDocument(ref);
}
