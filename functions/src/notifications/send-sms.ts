// The one way functions send an SMS: Twilio's Messages API through the `twilio` SDK on the platform
// account (the local fake under `npm start` and in tests: TWILIO_API_BASE_URL), from NOTIFICATION_SMS_FROM.
import { callTwilio, platformTwilioKeys, twilioClient } from '../providers/twilio/twilio-client';

/** The sender of notification SMS: NOTIFICATION_SMS_FROM, else the fake's default number. */
export function smsSender(): string {
  return process.env.NOTIFICATION_SMS_FROM?.trim() || '+15005550006';
}

/** Sends `body` to `to`; resolves the message sid. Throws a ProviderError when Twilio refuses. */
export async function sendSms(to: string, body: string): Promise<string> {
  const client = twilioClient(platformTwilioKeys());
  const message = await callTwilio(() => client.messages.create({ to, from: smsSender(), body }));
  return message.sid;
}
