// The runtime's do-not-call port: an opt-out heard in an outbound call lists the callee's number on the
// organisation's do-not-call list through the one store that writes it (campaigns/do-not-call), as an
// `opt-out` entry with no member behind it. Listing an already listed number changes nothing.
import { normaliseContactNumber } from '@parley/domain';
import { ToolFailure, type DoNotCallPort } from '@parley/runtime';
import { addToDoNotCall } from '../campaigns/do-not-call/do-not-call-store';
import { db } from '../lib/firestore';

export function doNotCallList(orgId: string): DoNotCallPort {
  return {
    async add(number) {
      const listed = normaliseContactNumber(number);
      if (listed === null) throw new ToolFailure('do-not-call', `${number} is not a phone number to list.`);
      try {
        await addToDoNotCall(db(), orgId, listed, 'opt-out', null);
      } catch {
        throw new ToolFailure('do-not-call', `${listed} could not be put on the do-not-call list.`);
      }
    },
  };
}
