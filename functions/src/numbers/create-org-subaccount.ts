import {
  API_ROUTES,
  createOrgSubaccountRequestSchema,
  type CreateOrgSubaccountResponse,
} from '@parley/domain';
import { defineRoute } from '../api/route-definition';
import { authorize } from '../lib/authorize';
import { createTwilioSubaccount } from '../providers/twilio/twilio-numbers';
import {
  claimSubaccount,
  hasSubaccount,
  releaseSubaccountClaim,
  saveTwilioCredentials,
} from './credential-store';
import { subaccountCreationFailed } from './number-logs';

/**
 * POST /phone-numbers/create-org-subaccount: owner or admin. Creates the organisation's Twilio
 * sub-account once (its keys sealed in t_provider_credentials). A provider failure is only logged and
 * answered as created false, so a retry can try again; an existing sub-account answers created true.
 */
export const createOrgSubaccountRoute = defineRoute(
  API_ROUTES.createOrgSubaccount,
  createOrgSubaccountRequestSchema,
  async ({ uid, input }): Promise<CreateOrgSubaccountResponse> => {
    const { org } = await authorize(null, { orgId: input.orgId }, uid, { action: 'admin' });
    if (!(await claimSubaccount(org.id, uid))) return { created: await hasSubaccount(org.id) };
    try {
      const keys = await createTwilioSubaccount(`${input.orgName} (${org.id})`);
      await saveTwilioCredentials(org.id, keys, 'subaccount', uid);
      return { created: true };
    } catch (error) {
      subaccountCreationFailed(org.id, error);
      await releaseSubaccountClaim(org.id);
      return { created: false };
    }
  },
);
