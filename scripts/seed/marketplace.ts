// The action marketplace's catalogue for the local stack: a few integrations, each with a published
// action, so /integrations is not empty on the first visit (docs/integrations.md). Actions point at
// example.com: testing one shows a real answer only with the internet, the guard's answer otherwise.
import {
  COLLECTIONS,
  customActionSchema,
  customIntegrationSchema,
  type CustomAction,
  type CustomIntegration,
} from '@parley/domain';
import type { SeedDocument } from './demo-account';

/** Who owns the catalogue's actions: Parley itself, as t_voices' System voices. */
const CATALOGUE_OWNER = 'System';

const INTEGRATIONS: readonly (Omit<CustomIntegration, 'actionIds'> & {
  action: Omit<
    CustomAction,
    'integrationId' | 'ownerUid' | 'status' | 'reviewNote' | 'createdAt' | 'updatedAt'
  >;
})[] = [
  {
    id: 'zendesk',
    name: 'Zendesk',
    description: 'Open and update support tickets while the caller is on the line.',
    logoUrl: '',
    category: 'Helpdesk',
    action: {
      id: 'zendesk-create-ticket',
      name: 'Create a ticket',
      description: 'Opens a ticket with the caller’s issue.',
      request: {
        method: 'POST',
        url: 'https://{{subdomain}}.zendesk.example.com/api/v2/tickets',
        headers: { Authorization: 'Bearer {{api_token}}' },
        body: '{"ticket": {"subject": "{{subject}}", "comment": {"body": "{{details}}"}}}',
      },
      inputSchema: '{"type": "object", "required": ["subject"]}',
      outputSchema: '{"type": "object"}',
    },
  },
  {
    id: 'calendly',
    name: 'Calendly',
    description: 'Find free slots and book meetings for callers.',
    logoUrl: '',
    category: 'Scheduling',
    action: {
      id: 'calendly-available-times',
      name: 'List available times',
      description: 'The free slots of an event type in a date range.',
      request: {
        method: 'GET',
        url: 'https://api.calendly.example.com/event_type_available_times?event_type={{event_type}}',
        headers: { Authorization: 'Bearer {{api_token}}' },
        body: '',
      },
      inputSchema: '{}',
      outputSchema: '{}',
    },
  },
  {
    id: 'hubspot',
    name: 'HubSpot',
    description: 'Look up and create contacts in your CRM.',
    logoUrl: '',
    category: 'CRM',
    action: {
      id: 'hubspot-create-contact',
      name: 'Create a contact',
      description: 'Adds the caller as a contact.',
      request: {
        method: 'POST',
        url: 'https://api.hubapi.example.com/crm/v3/objects/contacts',
        headers: { Authorization: 'Bearer {{api_token}}' },
        body: '{"properties": {"phone": "{{caller_number}}", "firstname": "{{caller_name}}"}}',
      },
      inputSchema: '{}',
      outputSchema: '{}',
    },
  },
];

/** The catalogue's integrations and their published actions, parsed by the domain schemas. */
export function marketplaceDocuments(): SeedDocument[] {
  return INTEGRATIONS.flatMap(({ action, ...integration }) => [
    {
      collection: COLLECTIONS.customIntegrations,
      id: integration.id,
      data: customIntegrationSchema.parse({ ...integration, actionIds: [action.id] }),
    },
    {
      collection: COLLECTIONS.customActions,
      id: action.id,
      data: customActionSchema.parse({
        ...action,
        integrationId: integration.id,
        ownerUid: CATALOGUE_OWNER,
        status: 'published',
      }),
    },
  ]);
}
