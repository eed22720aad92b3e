import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { seal, unseal } from './credentials-cipher';

const saved = { ...process.env };
afterEach(() => {
  for (const name of ['CREDENTIALS_ENCRYPTION_KEY', 'FIRESTORE_EMULATOR_HOST', 'FUNCTIONS_EMULATOR']) {
    if (saved[name] === undefined) Reflect.deleteProperty(process.env, name);
    else process.env[name] = saved[name];
  }
});

describe('credentials cipher', () => {
  it('round-trips with the configured key and never stores the plaintext', () => {
    process.env.CREDENTIALS_ENCRYPTION_KEY = randomBytes(32).toString('base64');
    const sealed = seal('auth-token-123', 'doc-1');
    expect(JSON.stringify(sealed)).not.toContain('auth-token-123');
    expect(unseal(sealed, 'doc-1')).toBe('auth-token-123');
    // A fresh nonce each time: the same secret never seals to the same bytes.
    expect(seal('auth-token-123', 'doc-1').data).not.toBe(sealed.data);
  });

  it('refuses a value sealed for another document, tampered with, or read with another key', () => {
    process.env.CREDENTIALS_ENCRYPTION_KEY = randomBytes(32).toString('base64');
    const sealed = seal('auth-token-123', 'doc-1');
    expect(() => unseal(sealed, 'doc-2')).toThrow();
    const flipped = Buffer.from(sealed.data, 'base64');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => unseal({ ...sealed, data: flipped.toString('base64') }, 'doc-1')).toThrow();
    process.env.CREDENTIALS_ENCRYPTION_KEY = randomBytes(32).toString('base64');
    expect(() => unseal(sealed, 'doc-1')).toThrow();
  });

  it('uses the development key only against the emulators, and refuses a malformed key', () => {
    Reflect.deleteProperty(process.env, 'CREDENTIALS_ENCRYPTION_KEY');
    process.env.FIRESTORE_EMULATOR_HOST = '127.0.0.1:8080';
    expect(unseal(seal('x', 'd'), 'd')).toBe('x');
    Reflect.deleteProperty(process.env, 'FIRESTORE_EMULATOR_HOST');
    Reflect.deleteProperty(process.env, 'FUNCTIONS_EMULATOR');
    expect(() => seal('x', 'd')).toThrow('CREDENTIALS_ENCRYPTION_KEY is not set');
    process.env.CREDENTIALS_ENCRYPTION_KEY = randomBytes(16).toString('base64');
    expect(() => seal('x', 'd')).toThrow('32 bytes');
  });
});
