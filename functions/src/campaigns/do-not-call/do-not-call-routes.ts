// The do-not-call routes (docs/campaigns.md#do-not-call): add one number and import a CSV (members who
// are not VIEWERs), remove one (owner and admins only, as firestore.rules allow).
import {
  addDoNotCallRequestSchema,
  API_ERROR_REASONS,
  API_ROUTES,
  DO_NOT_CALL_CSV,
  doNotCallFileTooLargeMessage,
  doNotCallInvalidRowsMessage,
  importDoNotCallRequestSchema,
  parseDoNotCallCsv,
  removeDoNotCallRequestSchema,
  type DoNotCallResponse,
  type ImportDoNotCallResponse,
} from '@parley/domain';
import { defineRoute } from '../../api/route-definition';
import { authorize } from '../../lib/authorize';
import { failure, failureWithStatus } from '../../lib/errors';
import { db } from '../../lib/firestore';
import { addToDoNotCall, doNotCallRef, importToDoNotCall, requireListableNumber } from './do-not-call-store';

/** POST /public/do-not-call {orgId, phoneNumber}: lists one number (normalised to E.164). */
export const addDoNotCallRoute = defineRoute(
  API_ROUTES.addDoNotCall,
  addDoNotCallRequestSchema,
  async ({ uid, input }): Promise<DoNotCallResponse> => {
    await authorize(null, { orgId: input.orgId }, uid, { action: 'change' });
    const phoneNumber = requireListableNumber(input.phoneNumber);
    return { phoneNumber, added: await addToDoNotCall(db(), input.orgId, phoneNumber, 'manual', uid) };
  },
);

/** POST /public/do-not-call/remove {orgId, phoneNumber}: the owner or an admin takes a number off. */
export const removeDoNotCallRoute = defineRoute(
  API_ROUTES.removeDoNotCall,
  removeDoNotCallRequestSchema,
  async ({ uid, input }): Promise<DoNotCallResponse> => {
    await authorize(null, { orgId: input.orgId }, uid, { action: 'admin' });
    const phoneNumber = requireListableNumber(input.phoneNumber);
    const ref = doNotCallRef(db(), input.orgId, phoneNumber);
    // Removing a number that is not listed is not an error: the outcome the caller wants holds.
    await ref.delete();
    return { phoneNumber, added: false };
  },
);

/**
 * POST /public/do-not-call/import {orgId, csv}: a file over DO_NOT_CALL_CSV.maxBytes is a 413 before
 * it is parsed; too many rows, no phone column or any bad row a 400 listing the rows, with nothing
 * written. A valid file is written in chunks (do-not-call-store.ts).
 */
export const importDoNotCallRoute = defineRoute(
  API_ROUTES.importDoNotCall,
  importDoNotCallRequestSchema,
  async ({ uid, input }): Promise<ImportDoNotCallResponse> => {
    await authorize(null, { orgId: input.orgId }, uid, { action: 'change' });
    if (Buffer.byteLength(input.csv, 'utf8') > DO_NOT_CALL_CSV.maxBytes) {
      throw failureWithStatus(413, doNotCallFileTooLargeMessage(DO_NOT_CALL_CSV.maxBytes), {
        reason: API_ERROR_REASONS.payloadTooLarge,
        maxBytes: DO_NOT_CALL_CSV.maxBytes,
      });
    }
    const parsed = parseDoNotCallCsv(input.csv);
    const [fileError] = parsed.fileErrors;
    if (fileError !== undefined) {
      throw failure('invalid-argument', fileError, {
        reason: API_ERROR_REASONS.invalidDoNotCall,
        rowErrors: [],
      });
    }
    if (parsed.rowErrors.length > 0) {
      throw failure('invalid-argument', doNotCallInvalidRowsMessage(parsed.rowErrors.length), {
        reason: API_ERROR_REASONS.invalidDoNotCall,
        rowErrorCount: parsed.rowErrors.length,
        rowErrors: parsed.rowErrors.slice(0, DO_NOT_CALL_CSV.maxReportedRowErrors),
      });
    }
    const progress = await importToDoNotCall(db(), input.orgId, parsed.numbers, uid);
    return { total: parsed.numbers.length, ...progress };
  },
);
