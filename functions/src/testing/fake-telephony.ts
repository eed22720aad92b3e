// The Twilio and Vonage fakes (scripts/fakes) for a test file, with the functions' adapters pointed at
// them through the same variables npm start sets.
import { randomInt } from 'node:crypto';
import { startFakeTwilio, startFakeVonage, type FakeServer, type FakeTwilio } from '@parley/scripts/fakes';
import { afterAll, beforeAll } from 'vitest';

export interface FakeTelephony {
  twilio: FakeTwilio;
  vonage: FakeServer;
}

/** Starts both fakes before the file's tests and stops them after; read the fakes through the getter. */
export function useFakeTelephony(): () => FakeTelephony {
  let fakes: FakeTelephony | undefined;
  beforeAll(async () => {
    const [twilio, vonage] = await Promise.all([startFakeTwilio(), startFakeVonage()]);
    fakes = { twilio, vonage };
    process.env.TWILIO_API_BASE_URL = twilio.url;
    process.env.VONAGE_API_BASE_URL = vonage.url;
  });
  afterAll(async () => {
    delete process.env.TWILIO_API_BASE_URL;
    delete process.env.VONAGE_API_BASE_URL;
    await Promise.all([fakes?.twilio.close(), fakes?.vonage.close()]);
  });
  return () => {
    if (!fakes) throw new Error('useFakeTelephony: the fakes start in beforeAll');
    return fakes;
  };
}

/**
 * A fresh San Francisco number put up for sale at the fake. Purchases are recorded per number across
 * the shared Firestore emulator, so test files never buy the same number.
 */
export function sellableNumber(fakes: FakeTelephony): string {
  const phoneNumber = `+1415${String(randomInt(10_000_000)).padStart(7, '0')}`;
  fakes.twilio.offerNumber(phoneNumber);
  return phoneNumber;
}
