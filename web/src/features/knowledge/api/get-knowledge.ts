// The agent's knowledge base, live. Under version control a draft's knowledge links are shared
// documents (docs/versions.md): what the live agent has and what was added on the draft are both shown,
// so the tab reads by both agent ids and merges.
import type { Faq, KnowledgeDocument, Website, Widget } from '@parley/domain';
import type { Firestore, Query } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import type { AsyncState } from '../../../lib/async-state';
import { useLiveQuery } from '../../../lib/live-data';
import { agentDocumentsQuery, agentFaqsQuery, agentWebsitesQuery, agentWidgetsQuery } from './knowledge-refs';

/** The two agents a workspace tab reads: the live agent and its edit target (the same id without a draft). */
export interface KnowledgeOwners {
  agentId: string;
  editAgentId: string;
}

const asArray = <T>(items: T[]): T[] => items;

function merge<T extends { id: string }>(
  first: AsyncState<T[]>,
  second: AsyncState<T[]>,
  order: (a: T, b: T) => number,
): AsyncState<readonly T[]> {
  if (first.status === 'error') return first;
  if (second.status === 'error') return second;
  if (first.status === 'loading' || second.status === 'loading') return { status: 'loading' };
  const byId = new Map<string, T>();
  for (const item of [...first.data, ...second.data]) byId.set(item.id, item);
  return { status: 'success', data: [...byId.values()].sort(order) };
}

function useOwnedBy<T extends { id: string }>(
  owners: KnowledgeOwners,
  makeQuery: (firestore: Firestore, agentId: string) => Query<T>,
  order: (a: T, b: T) => number,
): AsyncState<readonly T[]> {
  const firestore = useFirestore();
  const { agentId, editAgentId } = owners;
  const live = useMemo(() => makeQuery(firestore, agentId), [firestore, agentId, makeQuery]);
  const edited = useMemo(() => makeQuery(firestore, editAgentId), [firestore, editAgentId, makeQuery]);
  const first = useLiveQuery(live, asArray);
  const second = useLiveQuery(edited, asArray);
  return useMemo(() => merge(first, second, order), [first, second, order]);
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
const byQuestion = (a: Faq, b: Faq) => a.question.localeCompare(b.question);
const byId = (a: Widget, b: Widget) => a.id.localeCompare(b.id);

/** The agent's documents by name, live. */
export const useKnowledgeDocuments = (owners: KnowledgeOwners): AsyncState<readonly KnowledgeDocument[]> =>
  useOwnedBy(owners, agentDocumentsQuery, byName);

/** The agent's websites by name, live (with their crawl progress). */
export const useKnowledgeWebsites = (owners: KnowledgeOwners): AsyncState<readonly Website[]> =>
  useOwnedBy(owners, agentWebsitesQuery, byName);

/** The agent's FAQs by question, live. */
export const useKnowledgeFaqs = (owners: KnowledgeOwners): AsyncState<readonly Faq[]> =>
  useOwnedBy(owners, agentFaqsQuery, byQuestion);

/** The edit target's widget, or null before it is first saved. */
export function useKnowledgeWidget(agentId: string): AsyncState<Widget | null> {
  const widgets = useOwnedBy({ agentId, editAgentId: agentId }, agentWidgetsQuery, byId);
  return useMemo(
    () => (widgets.status === 'success' ? { status: 'success', data: widgets.data[0] ?? null } : widgets),
    [widgets],
  );
}
