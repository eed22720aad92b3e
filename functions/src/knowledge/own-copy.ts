// Copy-on-write of a shared knowledge item. A draft copies its live agent's links (documentIds, faqIds)
// and publish copies them back, so a document or FAQ may be linked by two agents at once. Changing it
// on one of them (the draft) must not change it for the other (the live agent): the change goes to the
// agent's own copy, linked in place of the shared item, and publish (or the end of an A/B test) releases
// the original when nothing links it any more (release-knowledge-item.ts).
// docs/knowledge-base.md#changing-a-shared-item
import { createHash } from 'node:crypto';
import type { Agent } from '@parley/domain';
import type { DocumentData, Transaction } from 'firebase-admin/firestore';
import { agentRef } from '../lib/collections';
import { documentRef, faqRef } from './kb-store';
import { agentsLinking, KNOWLEDGE_LINK_FIELD } from './release-knowledge-item';
import { knowledgeNotFound } from './knowledge-not-found';

/** The knowledge items that are changed through copy-on-write (websites are re-crawled, not edited). */
export type CopiedItemType = 'document' | 'faq';

const REF = { document: documentRef, faq: faqRef } as const;

/**
 * The id of `agentId`'s own copy of a shared item: derived, not random, so a retried change finds the
 * copy its first attempt made and changes that one.
 */
export const copyIdOf = (agentId: string, itemId: string): string =>
  createHash('sha256').update(`${agentId}/${itemId}`).digest('hex').slice(0, 20);

export interface ChangedItem {
  /** The item changed, which the agent now links: the one asked for, or the agent's own copy of it. */
  id: string;
}

/**
 * In `tx` (after every read the caller makes), writes `change` to the item `agent` knows as `id`: in
 * place when no other agent links it, else to the agent's own copy (the item's fields, `change` and
 * `copyFields`), which replaces it in the agent's links. Only an item the agent links is its to change;
 * after a retried change it links the copy the first attempt made, which is then changed in place.
 * Throws not-found for an item the agent does not link (another organisation's included).
 */
export async function changeOwnCopy(
  tx: Transaction,
  agent: Agent,
  type: CopiedItemType,
  id: string,
  change: DocumentData,
  copyFields: DocumentData = {},
): Promise<ChangedItem> {
  const field = KNOWLEDGE_LINK_FIELD[type];
  const links = agent[field];
  const target = [id, copyIdOf(agent.id, id)].find((linked) => links.includes(linked));
  const item = target ? await tx.get(REF[type](target)) : null;
  if (!target || !item?.exists) throw knowledgeNotFound(type);
  const linking = await tx.get(agentsLinking(type, target, 2));
  if (linking.docs.every((other) => other.id === agent.id)) {
    tx.update(item.ref, change);
    return { id: target };
  }
  const copy = copyIdOf(agent.id, target);
  tx.set(REF[type](copy), { ...item.data(), ...copyFields, ...change, id: copy, agentId: agent.id });
  tx.update(agentRef(agent.id), { [field]: links.map((linked) => (linked === target ? copy : linked)) });
  return { id: copy };
}
