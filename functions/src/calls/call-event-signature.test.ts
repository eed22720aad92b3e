import { describe, expect, it } from 'vitest';
import { signCallEvent, verifyCallEventSignature } from './call-event-signature';

const NOW = 1_800_000_000;
const body = Buffer.from('{"eventId":"e1"}');

describe('call event signatures', () => {
  it('accept the body signed with the secret within five minutes, and nothing else', () => {
    const header = signCallEvent(body, 'secret', NOW);
    expect(verifyCallEventSignature(body, header, 'secret', NOW + 299)).toBe(true);
    expect(verifyCallEventSignature(body, header, 'secret', NOW + 301)).toBe(false);
    expect(verifyCallEventSignature(body, header, 'other', NOW)).toBe(false);
    expect(verifyCallEventSignature(Buffer.from('{"eventId":"e2"}'), header, 'secret', NOW)).toBe(false);
    expect(verifyCallEventSignature(body, header, '', NOW)).toBe(false);
    expect(verifyCallEventSignature(body, 'v1=abc', 'secret', NOW)).toBe(false);
  });

  it('accept any of several v1 signatures, so the secret can rotate', () => {
    const old = signCallEvent(body, 'old', NOW);
    const fresh = signCallEvent(body, 'new', NOW).split(',')[1] ?? '';
    expect(verifyCallEventSignature(body, `${old},${fresh}`, 'new', NOW)).toBe(true);
    expect(verifyCallEventSignature(body, `${old},${fresh}`, 'old', NOW)).toBe(true);
  });

  it('sign with each of several secrets in one header, one v1 a secret', () => {
    const header = signCallEvent(body, ['new', 'old'], NOW);
    expect(header).toBe(
      `${signCallEvent(body, 'new', NOW)},${signCallEvent(body, 'old', NOW).split(',')[1] ?? ''}`,
    );
    expect(verifyCallEventSignature(body, header, 'new', NOW)).toBe(true);
    expect(verifyCallEventSignature(body, header, 'old', NOW)).toBe(true);
    expect(verifyCallEventSignature(body, header, 'other', NOW)).toBe(false);
  });
});
