// AES-256-GCM for provider credentials at rest. The key is the CREDENTIALS_ENCRYPTION_KEY secret (32
// bytes, base64), read at call time; against the emulators, with the secret unset, a fixed development
// key stands in, so the local stack works without setup and never needs a real key.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { defineSecret } from 'firebase-functions/params';
import { secretValue } from '../lib/secrets';

export const CREDENTIALS_ENCRYPTION_KEY = defineSecret('CREDENTIALS_ENCRYPTION_KEY');

/** What a sealed secret looks like in Firestore: version, nonce, tag and ciphertext, base64. */
export interface SealedSecret {
  v: 1;
  iv: string;
  tag: string;
  data: string;
}

const KEY_BYTES = 32;
const IV_BYTES = 12;

function runningOnEmulators(): boolean {
  return process.env.FUNCTIONS_EMULATOR === 'true' || Boolean(process.env.FIRESTORE_EMULATOR_HOST);
}

function encryptionKey(): Buffer {
  const configured = secretValue(CREDENTIALS_ENCRYPTION_KEY);
  if (configured) {
    const key = Buffer.from(configured, 'base64');
    if (key.length !== KEY_BYTES) throw new Error('CREDENTIALS_ENCRYPTION_KEY must be 32 bytes, base64');
    return key;
  }
  if (runningOnEmulators())
    return createHash('sha256').update('parley-local-development-credentials').digest();
  throw new Error('CREDENTIALS_ENCRYPTION_KEY is not set');
}

/**
 * Encrypts `plaintext`, bound to `context` (the document id, as additional authenticated data) so a
 * sealed value copied to another document does not decrypt.
 */
export function seal(plaintext: string, context: string): SealedSecret {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', encryptionKey(), iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return {
    v: 1,
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    data: data.toString('base64'),
  };
}

/** Decrypts a sealed value; throws when it was tampered with or sealed for another context. */
export function unseal(sealed: SealedSecret, context: string): string {
  const decipher = createDecipheriv('aes-256-gcm', encryptionKey(), Buffer.from(sealed.iv, 'base64'));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64')), decipher.final()]).toString(
    'utf8',
  );
}
