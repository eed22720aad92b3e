// Phone numbers for the demo account, so the agent's numbers and the campaign 'Add Phone Numbers' modal
// are not empty: a primary and a secondary number on the demo agent, and unassigned numbers across US
// states, Canada and the UK for the state and country routing views. The Twilio sids are fixtures:
// releasing one at the local fake answers 404, which the functions treat as already released.
import {
  agentEndpointSchema,
  businessPhoneNumberSchema,
  COLLECTIONS,
  phoneNumberDocId,
  phoneNumberSchema,
  type BusinessPhoneNumber,
} from '@parley/domain';
import type { SeedDocument } from './demo-account';

interface DemoNumber {
  number: string;
  countryCode: string;
  source: 'bought' | 'imported';
  attached: 'primary' | 'secondary' | null;
}

const DEMO_NUMBERS: readonly DemoNumber[] = [
  { number: '+14155550120', countryCode: 'US', source: 'bought', attached: 'primary' },
  { number: '+12125550121', countryCode: 'US', source: 'bought', attached: 'secondary' },
  { number: '+15125550122', countryCode: 'US', source: 'imported', attached: null },
  { number: '+13055550125', countryCode: 'US', source: 'imported', attached: null },
  { number: '+14165550123', countryCode: 'CA', source: 'imported', attached: null },
  { number: '+442079460124', countryCode: 'GB', source: 'imported', attached: null },
];

const fixtureSid = (number: string): string => `PN${number.replace(/\D/g, '').padStart(32, '0')}`;

/** The demo agent's businessPhoneNumber, matching its seeded t_phone_numbers document. */
export function demoPrimaryNumber(): BusinessPhoneNumber {
  const primary = DEMO_NUMBERS.find((entry) => entry.attached === 'primary') ?? DEMO_NUMBERS[0];
  if (!primary) throw new Error('the demo numbers need a primary');
  return businessPhoneNumberSchema.parse({
    number: primary.number,
    countryCode: primary.countryCode,
    twilioPnSid: fixtureSid(primary.number),
  });
}

/** t_phone_numbers for every demo number and t_agents_endpoints for the secondary one. */
export function demoNumberDocuments(orgId: string, agentId: string): SeedDocument[] {
  return DEMO_NUMBERS.flatMap((entry) => {
    const id = phoneNumberDocId(orgId, entry.number);
    const twilioPnSid = fixtureSid(entry.number);
    const record = phoneNumberSchema.parse({
      id,
      orgId,
      number: entry.number,
      countryCode: entry.countryCode,
      source: entry.source,
      provider: 'twilio',
      twilioPnSid,
      agentId: entry.attached ? agentId : null,
      isPrimary: entry.attached === 'primary',
    });
    const documents: SeedDocument[] = [{ collection: COLLECTIONS.phoneNumbers, id, data: record }];
    if (entry.attached === 'secondary') {
      const endpoint = agentEndpointSchema.parse({
        agent_id: agentId,
        number: entry.number,
        countryCode: entry.countryCode,
        twilioPnSid,
      });
      documents.push({ collection: COLLECTIONS.agentEndpoints, id, data: endpoint });
    }
    return documents;
  });
}
