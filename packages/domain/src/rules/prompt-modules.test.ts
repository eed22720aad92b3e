import { describe, expect, it } from 'vitest';
import { promptModulesSchema, type PromptModule } from '../schemas/prompt-module';
import {
  addPromptModule,
  assemblePrompt,
  estimateTokens,
  markdownToText,
  movePromptModule,
  promptModuleAddRefusal,
  promptModuleCatalogueFor,
  promptModulesRefusal,
  removePromptModule,
  withPromptModuleContent,
} from './prompt-modules';

const module = (id: string, moduleId: PromptModule['moduleId'], contentMD = ''): PromptModule =>
  withPromptModuleContent({ id, moduleId, content: '', contentMD: '' }, contentMD);

describe('promptModuleCatalogueFor', () => {
  it('offers Healthcare modules to Healthcare agents only', () => {
    expect(promptModuleCatalogueFor('General').map((m) => m.name)).not.toContain('Medical Advice');
    expect(promptModuleCatalogueFor('Healthcare').map((m) => m.name)).toEqual(
      expect.arrayContaining(['FAQ', 'Medical Advice', 'Emergencies']),
    );
  });
});

describe('promptModuleAddRefusal', () => {
  it('refuses disabled, unknown, healthcare-only and repeated single modules', () => {
    expect(promptModuleAddRefusal([], 'Pricing Info', 'General')).toBe('disabled');
    expect(promptModuleAddRefusal([], 'SMS Guidelines', 'General')).toBe('unknown');
    expect(promptModuleAddRefusal([], 'Emergencies', 'General')).toBe('healthcare-only');
    expect(promptModuleAddRefusal([], 'Emergencies', 'Healthcare')).toBeNull();
    expect(promptModuleAddRefusal([{ moduleId: 'FAQ' }], 'FAQ', 'General')).toBe('already-added');
  });

  it('adds a multi-allowed module again, up to the limit', () => {
    expect(promptModuleAddRefusal([{ moduleId: 'Rule' }], 'Rule', 'General')).toBeNull();
    const full = Array.from({ length: 50 }, () => ({ moduleId: 'Rule' as const }));
    expect(promptModuleAddRefusal(full, 'Rule', 'General')).toBe('too-many');
  });
});

describe('promptModulesRefusal', () => {
  it('accepts a valid list and names the first module at fault', () => {
    expect(
      promptModulesRefusal([module('a', 'FAQ'), module('b', 'Rule'), module('c', 'Rule')], 'General'),
    ).toBeNull();
    expect(promptModulesRefusal([module('a', 'FAQ'), module('b', 'FAQ')], 'General')).toEqual({
      index: 1,
      reason: 'already-added',
    });
    expect(promptModulesRefusal([module('a', 'Rule'), module('a', 'Rule')], 'General')).toEqual({
      index: 1,
      reason: 'duplicate-id',
    });
    expect(promptModulesRefusal([module('a', 'Medical Advice')], 'General')).toEqual({
      index: 0,
      reason: 'healthcare-only',
    });
  });
});

describe('editing the list', () => {
  const list = [module('a', 'FAQ'), module('b', 'Rule'), module('c', 'Objective')];

  it('adds at the end with empty content, removes by id and moves by index', () => {
    expect(addPromptModule(list, 'Guidelines', 'd').at(-1)).toEqual({
      id: 'd',
      moduleId: 'Guidelines',
      content: '',
      contentMD: '',
    });
    expect(removePromptModule(list, 'b').map((m) => m.id)).toEqual(['a', 'c']);
    expect(movePromptModule(list, 2, 0).map((m) => m.id)).toEqual(['c', 'a', 'b']);
    expect(movePromptModule(list, 0, 1).map((m) => m.id)).toEqual(['b', 'a', 'c']);
    expect(movePromptModule(list, 0, 9).map((m) => m.id)).toEqual(['b', 'c', 'a']);
    expect(promptModulesSchema.parse(list)).toEqual(list);
  });
});

describe('markdownToText', () => {
  it('drops Markdown syntax and keeps the words', () => {
    expect(
      markdownToText(
        '# Hours\n**Open** 9-5, _not_ on Sundays.\n* call `0800`\n> quoted\n[site](https://x.test)',
      ),
    ).toBe('Hours\nOpen 9-5, not on Sundays.\n- call 0800\nquoted\nsite (https://x.test)');
  });

  it('leaves snake_case words and lone asterisks alone', () => {
    expect(markdownToText('use first_name and 2 * 3')).toBe('use first_name and 2 * 3');
  });
});

describe('assemblePrompt and estimateTokens', () => {
  it('joins modules with content in order under their names', () => {
    const prompt = assemblePrompt([
      module('a', 'Job & Role', 'You **book** tables.'),
      module('b', 'FAQ'),
      module('c', 'Rule', 'Be brief.'),
    ]);
    expect(prompt).toBe('Job & Role\nYou book tables.\n\nRule\nBe brief.');
  });

  it('estimates a token per four characters, rounded up', () => {
    expect(estimateTokens('')).toBe(0);
    expect(estimateTokens('abcd')).toBe(1);
    expect(estimateTokens('abcde')).toBe(2);
  });
});
