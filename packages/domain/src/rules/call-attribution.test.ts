import { describe, expect, it } from 'vitest';
import { abArmFor } from './ab-test';
import { callAttribution, callVersionLabel } from './call-attribution';

const live = { id: 'agent-1', version: 6 };
const variant = { id: 'agent-1_ab_t1', version: 7 };
const test = { id: 't1', status: 'running' as const, split: { a: 50, b: 50 }, variantAgentId: variant.id };

/** A caller number that `abArmFor` puts in `arm` for the test. */
function callerIn(arm: 'A' | 'B'): string {
  for (let index = 0; index < 1000; index += 1) {
    const caller = `+1555000${String(index).padStart(4, '0')}`;
    if (abArmFor(caller, test) === arm) return caller;
  }
  throw new Error(`no caller in ${arm}`);
}

describe('callAttribution', () => {
  it('records the live version and no arm without a running test', () => {
    expect(callAttribution(live, null, null, '+15550000001')).toEqual({
      agentVersion: 6,
      abTestCaseId: null,
      abArm: null,
      answeringAgentId: 'agent-1',
    });
    expect(callAttribution(live, { ...test, status: 'promoted' }, variant, callerIn('B')).abArm).toBeNull();
  });

  it("records the arm the caller is assigned to and that arm's version", () => {
    expect(callAttribution(live, test, variant, callerIn('A'))).toEqual({
      agentVersion: 6,
      abTestCaseId: 't1',
      abArm: 'A',
      answeringAgentId: 'agent-1',
    });
    expect(callAttribution(live, test, variant, callerIn('B'))).toEqual({
      agentVersion: 7,
      abTestCaseId: 't1',
      abArm: 'B',
      answeringAgentId: variant.id,
    });
  });

  it('sends every caller to an arm given all of the split', () => {
    const allB = { ...test, split: { a: 0, b: 100 } };
    expect(callAttribution(live, allB, variant, 'call-xyz').abArm).toBe('B');
  });
});

describe('callVersionLabel', () => {
  it('names a call version as the agent names its versions', () => {
    expect(callVersionLabel(6)).toBe('v0.6');
    expect(callVersionLabel(12)).toBe('v1.2');
    expect(callVersionLabel(null)).toBe('');
  });
});
