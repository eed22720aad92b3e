import { describe, expect, it } from 'vitest';
import { phoneNumberDocId } from './phone-number-id';

describe('phoneNumberDocId', () => {
  it('keeps the digits readable and tells punctuation apart', () => {
    expect(phoneNumberDocId('org-1', '+14155550101')).toBe('org-1_~2b14155550101');
    expect(phoneNumberDocId('org-1', 'sip:a.b@pbx.example.com')).not.toBe(
      phoneNumberDocId('org-1', 'sip:ab@pbx.example.com'),
    );
    expect(phoneNumberDocId('org-1', 'sip:a/b@pbx')).not.toContain('/');
  });

  it('depends on the organisation', () => {
    expect(phoneNumberDocId('org-1', '+14155550101')).not.toBe(phoneNumberDocId('org-2', '+14155550101'));
  });
});
