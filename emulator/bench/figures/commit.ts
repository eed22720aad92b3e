import type { Figure } from '../figure.ts';
import { adminClient } from '../lib/clients.ts';
import { percentile, timeRepeatedly } from '../lib/stats.ts';

const WARMUP = 50;
const SAMPLES = 1_000;

/** One-document commits (DocumentReference.set) through firebase-admin over gRPC, one at a time. */
export const commitFigure: Figure = {
  name: 'commit',
  budgetMs: 30_000,
  async run(context, deadline) {
    const { db, close } = adminClient(context);
    try {
      const docs = db.collection('bench-commit');
      await timeRepeatedly(WARMUP, deadline, (i) => docs.doc(`w${i % 10}`).set({ i, text: 'warm-up' }));
      const durations = await timeRepeatedly(SAMPLES, deadline, (i) =>
        docs.doc(`d${i % 100}`).set({ i, text: 'a short document', at: new Date() }),
      );
      return [
        {
          label: `commit round trip p50 (firebase-admin, ${durations.length} commits)`,
          value: percentile(durations, 50),
          unit: 'ms',
          target: 2,
        },
        {
          label: 'commit round trip p95 (firebase-admin)',
          value: percentile(durations, 95),
          unit: 'ms',
        },
      ];
    } finally {
      await close();
    }
  },
};
