// Typed queries of the marketplace's own reads, through converters that parse with the domain schemas:
// the catalogue, the review queue and the organisation's agents. The actions a user may see are
// lib/visible-custom-actions.tsx's (the workflow editor lists them too).
import {
  COLLECTIONS,
  customIntegrationSchema,
  type Agent,
  type CustomAction,
  type CustomIntegration,
} from '@parley/domain';
import { collection, query, where, type Firestore, type Query } from 'firebase/firestore';
import { converterFor } from '../../../lib/firestore-converter';
import { agentsCollection } from '../../../lib/firestore-refs';
import { customActionsCollection } from '../../../lib/visible-custom-actions';

const integrationConverter = converterFor(customIntegrationSchema, { idField: 'id' });

export function integrationsQuery(firestore: Firestore): Query<CustomIntegration> {
  return collection(firestore, COLLECTIONS.customIntegrations).withConverter(integrationConverter);
}

/** Actions waiting for a platform ADMIN's review (only ADMINs may list them). */
export function pendingActionsQuery(firestore: Firestore): Query<CustomAction> {
  return query(customActionsCollection(firestore), where('status', '==', 'pending_review'));
}

/** The organisation's live agents: what tests and integration requests are made for. */
export function orgLiveAgentsQuery(firestore: Firestore, orgId: string): Query<Agent> {
  return query(agentsCollection(firestore), where('orgId', '==', orgId), where('isDraft', '==', false));
}
