import { customActionSchema, customIntegrationSchema } from '@parley/domain';
import { describe, expect, it } from 'vitest';
import { categoriesOf, marketplaceEntries } from './marketplace-entries';

const zendesk = customIntegrationSchema.parse({
  id: 'zendesk',
  name: 'Zendesk',
  description: 'Help desk',
  category: 'Helpdesk',
});
const calendly = customIntegrationSchema.parse({
  id: 'calendly',
  name: 'Calendly',
  description: 'Scheduling',
  category: 'Scheduling',
});
const ticket = customActionSchema.parse({
  id: 't',
  name: 'Create ticket',
  integrationId: 'zendesk',
  ownerUid: 'u',
});
const book = customActionSchema.parse({
  id: 'b',
  name: 'Book a meeting',
  integrationId: 'calendly',
  ownerUid: 'u',
  description: 'Finds a free slot',
});
const cancel = customActionSchema.parse({
  id: 'c',
  name: 'Cancel a meeting',
  integrationId: 'calendly',
  ownerUid: 'u',
});
const all = [ticket, book, cancel];

describe('marketplace entries', () => {
  it('lists every integration with its actions when nothing is filtered', () => {
    const entries = marketplaceEntries([calendly, zendesk], all, { search: '', category: '' });
    expect(entries.map((entry) => [entry.integration.id, entry.actions.map((action) => action.id)])).toEqual([
      ['calendly', ['b', 'c']],
      ['zendesk', ['t']],
    ]);
  });

  it('keeps a matching integration whole, and only the matching actions of the others', () => {
    expect(marketplaceEntries([calendly, zendesk], all, { search: 'HELP', category: '' })).toEqual([
      { integration: zendesk, actions: [ticket] },
    ]);
    expect(marketplaceEntries([calendly, zendesk], all, { search: 'free slot', category: '' })).toEqual([
      { integration: calendly, actions: [book] },
    ]);
    expect(marketplaceEntries([calendly, zendesk], all, { search: 'nothing like it', category: '' })).toEqual(
      [],
    );
  });

  it('filters by category, and names each category once', () => {
    expect(marketplaceEntries([calendly, zendesk], all, { search: '', category: 'Helpdesk' })).toEqual([
      { integration: zendesk, actions: [ticket] },
    ]);
    expect(categoriesOf([zendesk, calendly, zendesk])).toEqual(['Helpdesk', 'Scheduling']);
  });
});
