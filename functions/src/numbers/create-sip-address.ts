import {
  API_ROUTES,
  createSipAddressRequestSchema,
  PRODUCT_NAME,
  type AttachedNumberResponse,
} from '@parley/domain';
import { defineRoute } from '../api/route-definition';
import { attachInTransaction } from './attach-number';

/**
 * POST /phone-numbers/create-sip-address: adds a SIP address as an endpoint of the agent (never its
 * primary, which is a phone number). SIP addresses do not count against the plan's number limit.
 */
export const createSipAddressRoute = defineRoute(
  API_ROUTES.createSipAddress,
  createSipAddressRequestSchema,
  async ({ uid, input }): Promise<AttachedNumberResponse> => {
    const phoneNumber = await attachInTransaction(
      uid,
      input.agentId,
      { number: input.sipAddress, countryCode: 'US', source: 'sip', provider: null },
      { isSecondary: true, mode: PRODUCT_NAME },
    );
    return { phoneNumber };
  },
);
