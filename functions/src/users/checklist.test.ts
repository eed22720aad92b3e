// The onboarding checklist is ticked by the server when its action happens, never by a client.
import { API_ROUTES, COLLECTIONS } from '@parley/domain';
import { FAKE_TWILIO_EXTERNAL } from '@parley/scripts/fakes';
import { describe, expect, it } from 'vitest';
import { db } from '../lib/firestore';
import { numbersTeam } from '../numbers/numbers-test-team';
import { useApi, type Caller } from '../testing/api-client';
import { useFakeTelephony } from '../testing/fake-telephony';
import { emulatorIdToken } from '../testing/id-token';
import { invokeCallable } from '../testing/invoke-callable';
import { seedVoice } from '../testing/seed-voice';
import { updateAgentVoice } from '../voices/update-agent-voice';

const call = useApi();
useFakeTelephony();

const checklist = async (uid: string) =>
  ((await db().collection(COLLECTIONS.users).doc(uid).get()).get('newUserCheckList') ?? {}) as Record<
    string,
    boolean
  >;
const chooseVoice = (caller: Caller, agentId: string, selectedVoiceId: string) =>
  invokeCallable(updateAgentVoice, { agentId, selectedVoiceId }, emulatorIdToken(caller.uid));

describe('newUserCheckList, set by the server', () => {
  it("choosing a voice ticks the chooser's 'Choose a voice' step, and only theirs", async () => {
    const { member, owner, agent } = await numbersTeam();
    expect((await checklist(member.uid)).hasChosenVoice).toBe(false);
    const voice = await seedVoice();
    expect((await chooseVoice(member, agent.id, voice.id)).httpStatus).toBe(200);
    expect(await checklist(member.uid)).toMatchObject({ hasChosenVoice: true, hasAddedPhoneNumber: false });
    expect((await checklist(owner.uid)).hasChosenVoice).toBe(false);
  });

  it('a refused voice choice ticks nothing', async () => {
    const { viewer, agent } = await numbersTeam();
    const voice = await seedVoice();
    expect((await chooseVoice(viewer, agent.id, voice.id)).httpStatus).toBe(403);
    expect((await checklist(viewer.uid)).hasChosenVoice).toBe(false);
  });

  it("attaching a number ticks the caller's 'Add a phone number' step", async () => {
    const { member, agent } = await numbersTeam();
    const answer = await call('POST', API_ROUTES.importNumber.path, {
      caller: member,
      body: {
        countryCode: 'US',
        agentId: agent.id,
        provider: 'twilio',
        phoneNumber: '+13125550142',
        twilioAccountSid: FAKE_TWILIO_EXTERNAL.accountSid,
        twilioAuthToken: FAKE_TWILIO_EXTERNAL.authToken,
      },
    });
    expect(answer.status).toBe(200);
    expect(await checklist(member.uid)).toMatchObject({ hasAddedPhoneNumber: true, hasChosenVoice: false });
  });

  it('a SIP address is not a phone number: the step stays open', async () => {
    const { member, agent } = await numbersTeam();
    const answer = await call('POST', API_ROUTES.createSipAddress.path, {
      caller: member,
      body: { agentId: agent.id, sipAddress: 'sip:desk@pbx.example.com' },
    });
    expect(answer.status).toBe(200);
    expect((await checklist(member.uid)).hasAddedPhoneNumber).toBe(false);
  });
});
