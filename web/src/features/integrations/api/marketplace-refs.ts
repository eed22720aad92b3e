// Typed refs and queries of the marketplace's collections, through converters that parse with the
// domain schemas. The visibility rule decides what a query may ask: published actions, or actions of
// owners named in an 'in' of at most 30 (firestore.rules).
import {
  agentSchema,
  COLLECTIONS,
  customActionSchema,
  customIntegrationSchema,
  type Agent,
  type CustomAction,
  type CustomIntegration,
} from '@parley/domain';
import { collection, query, where, type Firestore, type Query } from 'firebase/firestore';
import { converterFor } from '../../../lib/firestore-converter';

const integrationConverter = converterFor(customIntegrationSchema, { idField: 'id' });
const actionConverter = converterFor(customActionSchema, { idField: 'id' });
const agentConverter = converterFor(agentSchema, { idField: 'id' });

export function integrationsQuery(firestore: Firestore): Query<CustomIntegration> {
  return collection(firestore, COLLECTIONS.customIntegrations).withConverter(integrationConverter);
}

const actions = (firestore: Firestore) =>
  collection(firestore, COLLECTIONS.customActions).withConverter(actionConverter);

export function publishedActionsQuery(firestore: Firestore): Query<CustomAction> {
  return query(actions(firestore), where('status', '==', 'published'));
}

/** Actions of these owners (at most 30: one 'in' query). */
export function ownersActionsQuery(firestore: Firestore, ownerUids: readonly string[]): Query<CustomAction> {
  return query(actions(firestore), where('ownerUid', 'in', [...ownerUids]));
}

/** Actions waiting for a platform ADMIN's review (only ADMINs may list them). */
export function pendingActionsQuery(firestore: Firestore): Query<CustomAction> {
  return query(actions(firestore), where('status', '==', 'pending_review'));
}

/** The organisation's live agents: what tests and integration requests are made for. */
export function orgLiveAgentsQuery(firestore: Firestore, orgId: string): Query<Agent> {
  return query(
    collection(firestore, COLLECTIONS.agents).withConverter(agentConverter),
    where('orgId', '==', orgId),
    where('isDraft', '==', false),
  );
}
