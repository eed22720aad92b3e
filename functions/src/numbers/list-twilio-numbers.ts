import {
  API_ROUTES,
  listTwilioNumbersRequestSchema,
  type ConnectedAccountResponse,
  type ListTwilioNumbersResponse,
} from '@parley/domain';
import { defineRoute } from '../api/route-definition';
import { authorize } from '../lib/authorize';
import { listAccountNumbers } from '../providers/twilio/twilio-numbers';
import { markImported } from './account-numbers';
import { readConnectedTwilioAccounts } from './credential-store';
import { connectedAccountFetchFailed } from './number-logs';

/**
 * POST /phone-numbers/twilio/list-numbers: the live numbers of each Twilio account the organisation
 * connected, read with the sealed keys. An account Twilio no longer answers for is logged and skipped.
 */
export const listTwilioNumbersRoute = defineRoute(
  API_ROUTES.listTwilioNumbers,
  listTwilioNumbersRequestSchema,
  async ({ uid, input }): Promise<ListTwilioNumbersResponse> => {
    const { org } = await authorize(null, { orgId: input.orgId }, uid, { action: 'change' });
    const accounts = await readConnectedTwilioAccounts(org.id);
    const listed = await Promise.all(
      accounts.map(async (keys): Promise<ConnectedAccountResponse | null> => {
        try {
          const numbers = await listAccountNumbers(keys);
          return { accountId: keys.accountSid, numbers: await markImported(org.id, numbers) };
        } catch (error) {
          connectedAccountFetchFailed(org.id, keys.accountSid, error);
          return null;
        }
      }),
    );
    return { accounts: listed.filter((account) => account !== null) };
  },
);
