// Typed reads of the marketplace's collections, parsed with their domain schemas, and the one check
// every owner step shares: the action exists, the caller owns it, and its status allows the step.
import {
  COLLECTIONS,
  customActionSchema,
  customIntegrationSchema,
  MARKETPLACE_ERROR_REASONS,
  MSG_ACTION_NOT_DRAFT,
  MSG_CUSTOM_ACTION_NOT_FOUND,
  MSG_INTEGRATION_NOT_FOUND,
  MSG_NOT_ACTION_OWNER,
  nextActionStatus,
  type ActionStatus,
  type ActionStep,
  type CustomAction,
  type CustomIntegration,
} from '@parley/domain';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { failure } from '../../lib/errors';
import { db } from '../../lib/firestore';

export const customActionRef = (actionId: string): DocumentReference =>
  db().collection(COLLECTIONS.customActions).doc(actionId);
export const customIntegrationRef = (integrationId: string): DocumentReference =>
  db().collection(COLLECTIONS.customIntegrations).doc(integrationId);

/** The action (read in `tx`), or not-found. */
export async function readCustomAction(tx: Transaction, actionId: string): Promise<CustomAction> {
  const snapshot = await tx.get(customActionRef(actionId));
  if (!snapshot.exists) {
    throw failure('not-found', MSG_CUSTOM_ACTION_NOT_FOUND, {
      reason: MARKETPLACE_ERROR_REASONS.customActionNotFound,
    });
  }
  return customActionSchema.parse({ ...snapshot.data(), id: snapshot.id });
}

/** The integration an action belongs to (read in `tx`), or not-found. */
export async function readCustomIntegration(
  tx: Transaction,
  integrationId: string,
): Promise<CustomIntegration> {
  const snapshot = await tx.get(customIntegrationRef(integrationId));
  if (!snapshot.exists) {
    throw failure('not-found', MSG_INTEGRATION_NOT_FOUND, {
      reason: MARKETPLACE_ERROR_REASONS.integrationNotFound,
    });
  }
  return customIntegrationSchema.parse({ ...snapshot.data(), id: snapshot.id });
}

/**
 * The status an owner's step leads to: refuses anyone but the owner (permission-denied) and a status
 * that does not allow the step (failed-precondition, e.g. editing an action under review).
 */
export function ownerStep(action: CustomAction, uid: string, step: ActionStep): ActionStatus {
  if (action.ownerUid !== uid) {
    throw failure('permission-denied', MSG_NOT_ACTION_OWNER, {
      reason: MARKETPLACE_ERROR_REASONS.notActionOwner,
    });
  }
  const next = nextActionStatus(action.status, step);
  if (!next) {
    throw failure('failed-precondition', MSG_ACTION_NOT_DRAFT, {
      reason: MARKETPLACE_ERROR_REASONS.actionStatus,
      status: action.status,
    });
  }
  return next;
}
