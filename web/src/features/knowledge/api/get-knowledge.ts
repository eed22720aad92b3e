// The agent's knowledge base, live. Under version control a draft's knowledge links are shared
// documents (docs/versions.md): what the live agent has and what was added on the draft are both shown,
// so the tab reads by both agent ids and merges. A draft shows only the documents, websites and FAQs it
// still links: removing one from a draft unlinks it while the live agent keeps it until publish
// (docs/knowledge-base.md#deleting-and-sharing).
import type { Agent, Faq, KnowledgeDocument, Website, Widget } from '@parley/domain';
import type { Firestore, Query } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import type { AsyncState } from '../../../lib/async-state';
import { agentDocRef } from '../../../lib/firestore-refs';
import { useLiveDocument, useLiveQuery } from '../../../lib/live-data';
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

type LinkField = 'documentIds' | 'websiteIds' | 'faqIds';

/** Keeps the items a draft links; a live agent's own items are all shown (links: null). */
export function linkedOnly<T extends { id: string }>(
  items: AsyncState<readonly T[]>,
  links: AsyncState<Pick<Agent, LinkField> | null> | null,
  field: LinkField,
): AsyncState<readonly T[]> {
  if (!links || items.status !== 'success') return items;
  if (links.status !== 'success') return links;
  const linked = new Set(links.data?.[field] ?? []);
  return { status: 'success', data: items.data.filter((item) => linked.has(item.id)) };
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

/** The draft's own links (live), or null when the tab edits the live agent itself. */
function useDraftLinks({ agentId, editAgentId }: KnowledgeOwners): AsyncState<Agent | null> | null {
  const firestore = useFirestore();
  const ref = useMemo(() => agentDocRef(firestore, editAgentId), [firestore, editAgentId]);
  const draft = useLiveDocument(ref);
  return editAgentId === agentId ? null : draft;
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
const byQuestion = (a: Faq, b: Faq) => a.question.localeCompare(b.question);
const byId = (a: Widget, b: Widget) => a.id.localeCompare(b.id);

/** The agent's documents by name, live. */
export function useKnowledgeDocuments(owners: KnowledgeOwners): AsyncState<readonly KnowledgeDocument[]> {
  const documents = useOwnedBy(owners, agentDocumentsQuery, byName);
  const links = useDraftLinks(owners);
  return useMemo(() => linkedOnly(documents, links, 'documentIds'), [documents, links]);
}

/** The agent's websites by name, live (with their crawl progress). */
export function useKnowledgeWebsites(owners: KnowledgeOwners): AsyncState<readonly Website[]> {
  const websites = useOwnedBy(owners, agentWebsitesQuery, byName);
  const links = useDraftLinks(owners);
  return useMemo(() => linkedOnly(websites, links, 'websiteIds'), [websites, links]);
}

/** The agent's FAQs by question, live. */
export function useKnowledgeFaqs(owners: KnowledgeOwners): AsyncState<readonly Faq[]> {
  const faqs = useOwnedBy(owners, agentFaqsQuery, byQuestion);
  const links = useDraftLinks(owners);
  return useMemo(() => linkedOnly(faqs, links, 'faqIds'), [faqs, links]);
}

/** The agent's widget, or null before it is first saved. */
export function useKnowledgeWidget(agentId: string): AsyncState<Widget | null> {
  const widgets = useOwnedBy({ agentId, editAgentId: agentId }, agentWidgetsQuery, byId);
  return useMemo(
    () => (widgets.status === 'success' ? { status: 'success', data: widgets.data[0] ?? null } : widgets),
    [widgets],
  );
}
