// Typed queries over an agent's knowledge base (t_documents, t_websites, t_faqs, t_widgets); every read
// parses with the domain schema. The rules let members read these only by agentId, so every query
// filters on it.
import {
  COLLECTIONS,
  documentSchema,
  faqSchema,
  websiteSchema,
  widgetIdOf,
  widgetSchema,
  type Faq,
  type KnowledgeDocument,
  type Website,
  type Widget,
} from '@parley/domain';
import {
  collection,
  doc,
  query,
  where,
  type DocumentReference,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { converterFor } from '../../../lib/firestore-converter';

const documentConverter = converterFor(documentSchema, { idField: 'id' });
const websiteConverter = converterFor(websiteSchema, { idField: 'id' });
const faqConverter = converterFor(faqSchema, { idField: 'id' });
const widgetConverter = converterFor(widgetSchema, { idField: 'id' });

export const agentDocumentsQuery = (firestore: Firestore, agentId: string): Query<KnowledgeDocument> =>
  query(
    collection(firestore, COLLECTIONS.documents).withConverter(documentConverter),
    where('agentId', '==', agentId),
  );

export const agentWebsitesQuery = (firestore: Firestore, agentId: string): Query<Website> =>
  query(
    collection(firestore, COLLECTIONS.websites).withConverter(websiteConverter),
    where('agentId', '==', agentId),
  );

export const agentFaqsQuery = (firestore: Firestore, agentId: string): Query<Faq> =>
  query(collection(firestore, COLLECTIONS.faqs).withConverter(faqConverter), where('agentId', '==', agentId));

/** An agent's one widget, keyed by the agent (widgetIdOf), so saving it twice never makes a second one. */
export const agentWidgetRef = (firestore: Firestore, agentId: string): DocumentReference<Widget> =>
  doc(firestore, COLLECTIONS.widgets, widgetIdOf(agentId)).withConverter(widgetConverter);

/** Read as a query: the rules cannot read a widget that does not exist yet by its id. */
export const agentWidgetsQuery = (firestore: Firestore, agentId: string): Query<Widget> =>
  query(
    collection(firestore, COLLECTIONS.widgets).withConverter(widgetConverter),
    where('agentId', '==', agentId),
  );

/** A fresh id for a document, website or FAQ the client names before creating it (retries stay safe). */
export const newKnowledgeId = (firestore: Firestore, collectionName: string) =>
  doc(collection(firestore, collectionName)).id;
