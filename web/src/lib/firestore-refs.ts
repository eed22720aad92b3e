// Typed refs to the collections more than one feature reads (users, orgs, agents, calls), each through
// its one converter; a collection only one feature reads keeps its refs in that feature's api/*-refs.ts.
import {
  COLLECTIONS,
  agentSchema,
  callRecordSchema,
  organisationSchema,
  userSchema,
  type Agent,
  type CallRecord,
} from '@parley/domain';
import {
  collection,
  doc,
  query,
  where,
  type CollectionReference,
  type DocumentReference,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { converterFor } from './firestore-converter';

/** t_users documents are keyed by uid. */
export const userConverter = converterFor(userSchema, { idField: 'uid' });
/** t_orgs documents are keyed by the organisation id. */
export const orgConverter = converterFor(organisationSchema, { idField: 'id' });
/** t_agents documents are keyed by the agent id (every feature reads agents through this one). */
export const agentConverter = converterFor(agentSchema, { idField: 'id' });
/** t_calls documents are keyed by the call id (the calls, campaigns and A/B test features read them). */
export const callConverter = converterFor(callRecordSchema, { idField: 'id' });

export type UserRef = DocumentReference<ReturnType<typeof userConverter.fromFirestore>>;
export type OrgRef = DocumentReference<ReturnType<typeof orgConverter.fromFirestore>>;

/** The signed-in user's t_users document, typed through its converter. */
export function userDocRef(firestore: Firestore, uid: string): UserRef {
  return doc(firestore, COLLECTIONS.users, uid).withConverter(userConverter);
}

/** An organisation's t_orgs document, typed through its converter. */
export function orgDocRef(firestore: Firestore, orgId: string): OrgRef {
  return doc(firestore, COLLECTIONS.orgs, orgId).withConverter(orgConverter);
}

/** An agent's t_agents document (a draft under version control is an agent too), typed. */
export function agentDocRef(firestore: Firestore, agentId: string): DocumentReference<Agent> {
  return doc(firestore, COLLECTIONS.agents, agentId).withConverter(agentConverter);
}

/** t_agents, typed: queries over an organisation's agents and drafts start here. */
export function agentsCollection(firestore: Firestore): CollectionReference<Agent> {
  return collection(firestore, COLLECTIONS.agents).withConverter(agentConverter);
}

/**
 * An organisation's live agents: drafts and A/B test B copies are versions of a live agent, never agents
 * of their own (docs/versions.md). Equality filters only, so no composite index is needed.
 */
export function orgLiveAgentsQuery(firestore: Firestore, orgId: string): Query<Agent> {
  return query(
    agentsCollection(firestore),
    where('orgId', '==', orgId),
    where('isDraft', '==', false),
    where('isABTestAgent', '==', false),
  );
}

/** t_calls, typed: every query over call records starts here (the rules decide on its orgId filter). */
export function callsCollection(firestore: Firestore): CollectionReference<CallRecord> {
  return collection(firestore, COLLECTIONS.calls).withConverter(callConverter);
}

/** One call record's t_calls document, typed. */
export function callDocRef(firestore: Firestore, callId: string): DocumentReference<CallRecord> {
  return doc(firestore, COLLECTIONS.calls, callId).withConverter(callConverter);
}
