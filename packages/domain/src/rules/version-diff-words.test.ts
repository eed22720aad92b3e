import { describe, expect, it } from 'vitest';
import {
  agentSettingLabel,
  connectionText,
  describeValue,
  idListSummary,
  layoutMovesSummary,
  stepAddedText,
} from './version-diff-words';

describe('version diff words', () => {
  it('label each setting as its form does, never by its path', () => {
    expect(agentSettingLabel('greeting')).toBe('Greeting');
    expect(agentSettingLabel('generalSettings.timezone')).toBe('Timezone');
    expect(agentSettingLabel('advancedSettings.llmModel')).toBe('Language model (blank for the default)');
    expect(agentSettingLabel('voiceEngineSettings.speed')).toBe('Voice: Speed');
    expect(agentSettingLabel('notificationsSettings.everyCall.sms')).toBe('Every call (SMS)');
    expect(agentSettingLabel('promptModules.Job & Role')).toBe('Prompt module “Job & Role”');
    expect(agentSettingLabel('promptModules.order')).toBe('Order of the prompt modules');
    expect(agentSettingLabel('faqIds')).toBe('FAQs');
  });

  it('say what happened to a list of ids instead of listing them', () => {
    expect(idListSummary([], ['d1', 'd2'])).toBe('2 added');
    expect(idListSummary(['d1', 'd2'], ['d2', 'd3'])).toBe('1 added, 1 removed');
  });

  it('show values as text, never JSON', () => {
    expect(describeValue(true)).toBe('On');
    expect(describeValue(['friendly', 'warm'])).toBe('friendly, warm');
    expect(describeValue({ word: 'Parley', pronunciation: 'PAR-lee' })).toBe(
      'Word: Parley, Pronunciation: PAR-lee',
    );
    expect(describeValue('PUBLISHED')).toBe('Published');
    expect(describeValue(null)).toBe('');
  });

  it('put workflow changes in sentences', () => {
    expect(stepAddedText('Confirm details', ['Collect information'])).toBe(
      'Step “Confirm details” added after “Collect information”',
    );
    expect(connectionText('removed', 'Check tier', 'Goodbye', 'Gold')).toBe(
      '“Check tier” (Gold) no longer leads to “Goodbye”',
    );
    expect(layoutMovesSummary(1)).toBe('1 step moved on the canvas (layout only)');
    expect(layoutMovesSummary(3)).toBe('3 steps moved on the canvas (layout only)');
  });
});
