// Which knowledge an agent's cached index was built from, derived from what Firestore holds: the agent's
// links and the update time of each linked document, website and FAQ. Every change retrieval depends
// on moves it — a link added or dropped (add, delete, publish, restore, a draft made again), an item
// edited or switched on/off, a document re-indexed (process-document writes the record after its
// chunks), a crawl finished (the website's record is written after its pages) — whichever instance
// made it, so an index is never reused across one. Derived on read rather than stamped by writers, so
// no write path can forget it and a shared item changed for one agent moves every agent linking it.
// docs/knowledge-base.md#retrieval
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { AgentKnowledge } from '../agent-knowledge';

const stampOf = ({ id, updateTime }: DocumentSnapshot): string =>
  updateTime ? `${id}@${String(updateTime.seconds)}.${String(updateTime.nanoseconds)}` : id;

/** A string that differs whenever the agent's linked knowledge (or any linked item) changed. */
export function knowledgeRevision({ documents, websites, faqs }: AgentKnowledge): string {
  return [documents, websites, faqs].map((items) => items.map(stampOf).join(',')).join('|');
}
