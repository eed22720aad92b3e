// Typed references to t_campaigns and t_calls; every read parses with the domain schema.
import {
  COLLECTIONS,
  callRecordSchema,
  campaignSchema,
  type CallRecord,
  type Campaign,
} from '@parley/domain';
import {
  collection,
  doc,
  type CollectionReference,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';
import { converterFor } from '../../../lib/firestore-converter';

const campaignConverter = converterFor(campaignSchema, { idField: 'id' });
const callConverter = converterFor(callRecordSchema, { idField: 'id' });

export function campaignsCollection(firestore: Firestore): CollectionReference<Campaign> {
  return collection(firestore, COLLECTIONS.campaigns).withConverter(campaignConverter);
}

export function campaignDocRef(firestore: Firestore, campaignId: string): DocumentReference<Campaign> {
  return doc(firestore, COLLECTIONS.campaigns, campaignId).withConverter(campaignConverter);
}

export function callsCollection(firestore: Firestore): CollectionReference<CallRecord> {
  return collection(firestore, COLLECTIONS.calls).withConverter(callConverter);
}
