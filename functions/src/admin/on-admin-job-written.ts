import { COLLECTIONS } from '@parley/domain';
import { onDocumentWritten } from 'firebase-functions/firestore';
import { VOICE_ENGINE_CLIENT_SECRETS } from '../voice-engine/voice-engine-secrets';
import { runAdminJobChunk } from './admin-job-service';

/**
 * t_admin_jobs/{jobId} written: handles the next chunk of a running job. Each chunk's progress write
 * fires this again, so the job advances chunk by chunk until done; with retries on, a chunk that
 * crashed runs again from the last committed cursor.
 */
export const onAdminJobWritten = onDocumentWritten(
  { document: `${COLLECTIONS.adminJobs}/{jobId}`, retry: true, secrets: VOICE_ENGINE_CLIENT_SECRETS },
  async (event) => {
    if (event.data?.after.data()?.status !== 'running') return;
    await runAdminJobChunk(event.params.jobId);
  },
);
