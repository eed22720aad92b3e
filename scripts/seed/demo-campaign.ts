// A demo outbound campaign for the demo agent, so the campaigns screen is not empty: IDLE, state-based
// routing over three of the demo org's unassigned numbers (scripts/seed/demo-numbers.ts), and five
// contacts ready to dial in the t_campaigns/{id}/contacts subcollection the runner works through.
import { campaignContactSchema, campaignSchema, COLLECTIONS, parseContactsCsv } from '@parley/domain';
import type { SeedDocument } from './demo-account';

export const DEMO_CAMPAIGN_ID = 'demo-campaign';

/** The contacts, as a user would upload them (the same parser reads them). */
const CONTACTS_CSV = `phone_number,name,appointment_date
(512) 555-0140,Ada Lovelace,2026-12-01
(305) 555-0141,Alan Turing,2026-12-02
(416) 555-0142,Grace Hopper,2026-12-03
(212) 555-0143,Katherine Johnson,2026-12-04
(415) 555-0144,Edsger Dijkstra,2026-12-05
`;

/** The demo campaign and its contacts, each parsed by its schema. */
export function demoCampaignDocuments(ids: { org: string; agent: string; workflow: string }): SeedDocument[] {
  const { contacts } = parseContactsCsv(CONTACTS_CSV);
  const campaign = campaignSchema.parse({
    id: DEMO_CAMPAIGN_ID,
    agentId: ids.agent,
    orgId: ids.org,
    workflowId: ids.workflow,
    name: 'December appointment reminders',
    status: 'IDLE',
    routingType: 'state',
    phoneNumbers: [
      { id: 'demo-tx', number: '+15125550122', isActive: true, weight: 0 },
      { id: 'demo-fl', number: '+13055550125', isActive: true, weight: 0 },
      { id: 'demo-on', number: '+14165550123', isActive: false, weight: 0 },
    ],
    contactCount: contacts.length,
    createdAt: Date.UTC(2026, 10, 1),
  });
  return [
    { collection: COLLECTIONS.campaigns, id: campaign.id, data: campaign },
    ...contacts.map((contact) => {
      const id = `c${String(contact.index).padStart(6, '0')}`;
      return {
        collection: `${COLLECTIONS.campaigns}/${DEMO_CAMPAIGN_ID}/contacts`,
        id,
        data: campaignContactSchema.parse({ ...contact, id }),
      };
    }),
  ];
}
