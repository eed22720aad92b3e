import { describe, expect, it } from 'vitest';
import { filterAgentsByName } from './filter-agents';

const agents = [{ name: 'Front Desk' }, { name: 'Réception' }, { name: 'Sales line' }];

describe('filterAgentsByName', () => {
  it('matches part of a name, ignoring case and accents', () => {
    expect(filterAgentsByName(agents, 'desk')).toEqual([{ name: 'Front Desk' }]);
    expect(filterAgentsByName(agents, 'recep')).toEqual([{ name: 'Réception' }]);
  });
  it('returns everything for a blank search', () => {
    expect(filterAgentsByName(agents, '  ')).toHaveLength(3);
  });
});
