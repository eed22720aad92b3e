import {
  API_ROUTES,
  connectVonageAccountRequestSchema,
  MSG_FAILED_TO_ADD_PHONE_NUMBER,
  type ConnectedAccountResponse,
} from '@parley/domain';
import { defineRoute } from '../api/route-definition';
import { authorize } from '../lib/authorize';
import { listVonageNumbers } from '../providers/vonage/vonage-numbers';
import { markImported } from './account-numbers';
import { saveVonageCredentials } from './credential-store';
import { withProvider } from './provider-failure';

/**
 * POST /phone-numbers/vonage/connect-account: checks a Vonage API key and secret against the account's
 * numbers, keeps them sealed, and answers the credential id import-number takes (accountId) with the
 * account's numbers.
 */
export const connectVonageAccountRoute = defineRoute(
  API_ROUTES.connectVonageAccount,
  connectVonageAccountRequestSchema,
  async ({ uid, input }): Promise<ConnectedAccountResponse> => {
    const { org } = await authorize(null, { orgId: input.orgId }, uid, { action: 'change' });
    const keys = { apiKey: input.apiKey, apiSecret: input.apiSecret };
    const numbers = await withProvider(MSG_FAILED_TO_ADD_PHONE_NUMBER, 'customer', () =>
      listVonageNumbers(keys),
    );
    const credentialId = await saveVonageCredentials(org.id, keys, uid);
    return { accountId: credentialId, numbers: await markImported(org.id, numbers) };
  },
);
