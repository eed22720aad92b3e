// Typed references to t_campaigns; every read parses with the domain schema. A campaign's calls are
// read through lib/firestore-refs.ts's callsCollection, the one typed ref to t_calls.
import { COLLECTIONS, campaignSchema, type Campaign } from '@parley/domain';
import {
  collection,
  doc,
  type CollectionReference,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';
import { converterFor } from '../../../lib/firestore-converter';

const campaignConverter = converterFor(campaignSchema, { idField: 'id' });

export function campaignsCollection(firestore: Firestore): CollectionReference<Campaign> {
  return collection(firestore, COLLECTIONS.campaigns).withConverter(campaignConverter);
}

export function campaignDocRef(firestore: Firestore, campaignId: string): DocumentReference<Campaign> {
  return doc(firestore, COLLECTIONS.campaigns, campaignId).withConverter(campaignConverter);
}
