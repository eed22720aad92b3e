import { describe, expect, it } from 'vitest';
import { checkedPromptModules } from './checked-prompt-modules';

const module = (id: string, moduleId: 'FAQ' | 'Rule' | 'Emergencies') => ({
  id,
  moduleId,
  content: '',
  contentMD: '',
});

describe('checkedPromptModules', () => {
  it('passes a valid list through', () => {
    const list = [module('a', 'FAQ'), module('b', 'Rule'), module('c', 'Rule')];
    expect(checkedPromptModules(list, 'General')).toEqual(list);
  });

  it('refuses a repeated single module and a Healthcare module on a General agent, naming it', () => {
    expect(() => checkedPromptModules([module('a', 'FAQ'), module('b', 'FAQ')], 'General')).toThrow(
      'FAQ: Already added',
    );
    expect(() => checkedPromptModules([module('a', 'Emergencies')], 'General')).toThrow(
      'Emergencies: For Healthcare agents only',
    );
    expect(checkedPromptModules([module('a', 'Emergencies')], 'Healthcare')).toHaveLength(1);
  });
});
