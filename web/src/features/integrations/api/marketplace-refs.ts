// Typed queries of the marketplace's own reads, through converters that parse with the domain schemas:
// the catalogue and the review queue. The organisation's agents are lib/firestore-refs.ts's query and
// the actions a user may see lib/visible-custom-actions.tsx's (the agents list and the workflow editor
// read them too).
import {
  COLLECTIONS,
  customIntegrationSchema,
  type CustomAction,
  type CustomIntegration,
} from '@parley/domain';
import { collection, query, where, type Firestore, type Query } from 'firebase/firestore';
import { converterFor } from '../../../lib/firestore-converter';
import { customActionsCollection } from '../../../lib/visible-custom-actions';

const integrationConverter = converterFor(customIntegrationSchema, { idField: 'id' });

export function integrationsQuery(firestore: Firestore): Query<CustomIntegration> {
  return collection(firestore, COLLECTIONS.customIntegrations).withConverter(integrationConverter);
}

/** Actions waiting for a platform ADMIN's review (only ADMINs may list them). */
export function pendingActionsQuery(firestore: Firestore): Query<CustomAction> {
  return query(customActionsCollection(firestore), where('status', '==', 'pending_review'));
}
