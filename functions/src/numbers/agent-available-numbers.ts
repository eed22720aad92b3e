import {
  API_ROUTES,
  availablePhoneNumbersParamsSchema,
  COLLECTIONS,
  type AvailablePhoneNumbers,
} from '@parley/domain';
import { defineRoute } from '../api/route-definition';
import { db } from '../lib/firestore';
import { readAgentNumbers } from './number-records';

/**
 * GET /public/phone-numbers/agents/{agentId}/available: the agent's numbers (primary first, then its
 * endpoints) and the organisation's numbers no agent holds. SIP addresses are left out: a campaign
 * calls from phone numbers. Any member of the agent's organisation, VIEWER included.
 */
export const agentAvailableNumbersRoute = defineRoute(
  API_ROUTES.agentAvailablePhoneNumbers,
  availablePhoneNumbersParamsSchema,
  async ({ uid, input }): Promise<AvailablePhoneNumbers> => {
    // Not a { readOnly: true } transaction: the Admin SDK leaves an unhandled rejection behind when a
    // read-only transaction's first read fails (see eslint.config.js), which ends the process.
    const { agent, org, endpoints } = await db().runTransaction((tx) =>
      readAgentNumbers(tx, input.agentId, uid, { change: false }),
    );
    const unassigned = await db()
      .collection(COLLECTIONS.phoneNumbers)
      .where('orgId', '==', org.id)
      .where('agentId', '==', null)
      .get();
    const agentPhoneNumbers = [
      ...(agent.businessPhoneNumber ? [agent.businessPhoneNumber.number] : []),
      ...endpoints.flatMap(({ endpoint }) => (endpoint.number ? [endpoint.number] : [])),
    ];
    return {
      agentPhoneNumbers,
      unassignedPhoneNumbers: unassigned.docs
        .filter((doc) => doc.get('source') !== 'sip')
        .map((doc) => String(doc.get('number')))
        .sort(),
    };
  },
);
