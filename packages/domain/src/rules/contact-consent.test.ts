import { describe, expect, it } from 'vitest';
import { contactConsent } from './contact-consent';

describe('contactConsent', () => {
  it('reads the source and time columns', () => {
    expect(contactConsent({ consent_source: ' web form ', consent_at: '2026-01-05' })).toEqual({
      source: 'web form',
      at: Date.parse('2026-01-05'),
    });
  });

  it('is null without a source, without a time, or with an unreadable time', () => {
    expect(contactConsent({ consent_at: '2026-01-05' })).toBeNull();
    expect(contactConsent({ consent_source: 'web form' })).toBeNull();
    expect(contactConsent({ consent_source: 'web form', consent_at: 'yesterday' })).toBeNull();
  });
});
