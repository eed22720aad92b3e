import { describe, expect, it } from 'vitest';
import { SCRIPTED_CALLER_GOODBYE, simulatedCallerLine } from './simulated-caller';

const system = {
  role: 'system',
  text: [
    'You are role-playing a caller.',
    '# Simulated caller',
    'Persona: A busy parent',
    'Goal: I would like to book an appointment.',
    '# Caller facts',
    'name: My name is Ana Lopez',
    'date: 2026-12-20',
  ].join('\n'),
};
const agent = (text: string) => ({ role: 'user', text });
const caller = (text: string) => ({ role: 'assistant', text });

describe('the scripted simulated caller', () => {
  it('answers nothing for a request that is not a caller’s', () => {
    expect(simulatedCallerLine([{ role: 'system', text: '# Current step: Ask' }, agent('Hi')])).toBeNull();
  });

  it('says its goal first, then the fact asked for, then the rest, then goodbye', () => {
    const first = [system, agent('Hello, how can I help?')];
    expect(simulatedCallerLine(first)).toBe('I would like to book an appointment.');
    const second = [...first, caller('I would like to book an appointment.'), agent('Sure. Your name?')];
    expect(simulatedCallerLine(second)).toBe('My name is Ana Lopez');
    const third = [...second, caller('My name is Ana Lopez'), agent('Thanks. Anything else?')];
    expect(simulatedCallerLine(third)).toBe('2026-12-20');
    const fourth = [...third, caller('2026-12-20'), agent('Booked.')];
    expect(simulatedCallerLine(fourth)).toBe(SCRIPTED_CALLER_GOODBYE);
  });

  it('gives an asked-for fact before its goal', () => {
    expect(simulatedCallerLine([system, agent('Which date suits you?')])).toBe('2026-12-20');
  });
});
