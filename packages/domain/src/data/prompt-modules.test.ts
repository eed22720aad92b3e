import { describe, expect, it } from 'vitest';
import { DEFAULT_PROMPT_MODULE_CONTENT, PROMPT_MODULES } from './prompt-modules';

const byName = (name: string) => PROMPT_MODULES.find((module) => module.name === name);

describe('prompt module catalogue', () => {
  it('lists the General and Healthcare modules in order', () => {
    expect(PROMPT_MODULES.filter((m) => m.agentCategory === 'General').map((m) => m.name)).toEqual([
      'Pricing Info',
      'FAQ',
      'Business Background',
      'Scripts',
      'Custom Module',
      'Guidelines',
      'Job & Role',
      'Rule',
      'Instruction',
      'Objective',
    ]);
    expect(PROMPT_MODULES.filter((m) => m.agentCategory === 'Healthcare').map((m) => m.name)).toEqual([
      'Medical Advice',
      'Emergencies',
    ]);
  });

  it('disables Pricing Info, Business Background and Scripts', () => {
    expect(PROMPT_MODULES.filter((m) => m.isDisabled).map((m) => m.name)).toEqual([
      'Pricing Info',
      'Business Background',
      'Scripts',
    ]);
  });

  it('allows several Custom Module, Rule, Instruction and Objective', () => {
    expect(PROMPT_MODULES.filter((m) => m.isMultiAllowed).map((m) => m.name)).toEqual([
      'Custom Module',
      'Rule',
      'Instruction',
      'Objective',
    ]);
    expect(byName('FAQ')?.isMultiAllowed).toBe(false);
  });

  it('gives every module a description and icon, and empty default content', () => {
    for (const module of PROMPT_MODULES) {
      expect(module.description).not.toBe('');
      expect(module.icon).not.toBe('');
    }
    expect(DEFAULT_PROMPT_MODULE_CONTENT).toEqual({ content: '', contentMD: '' });
  });
});
