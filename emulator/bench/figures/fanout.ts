import { doc, onSnapshot } from 'firebase/firestore';
import type { Figure } from '../figure.ts';
import { withWriterAndListener } from '../lib/clients.ts';
import { elapsedMs, percentile } from '../lib/stats.ts';

const LISTENERS = 100;
const ROUNDS = 10;

/**
 * Fan-out: 100 listeners, each on its own document, and one commit that changes all 100; time from
 * the commit's start until every listener has seen its change.
 */
export const fanoutFigure: Figure = {
  name: 'fanout',
  budgetMs: 60_000,
  run: (context, deadline) =>
    withWriterAndListener(context, async (admin, web) => {
      const seenRound = new Array<number>(LISTENERS).fill(-1);
      let pending = 0;
      let allSeen: (() => void) | null = null;
      const stops = Array.from({ length: LISTENERS }, (_, i) =>
        onSnapshot(doc(web.db, `bench-fanout/d${i}`), (snapshot) => {
          const round: unknown = snapshot.get('round');
          if (typeof round !== 'number' || round <= (seenRound[i] ?? -1)) return;
          seenRound[i] = round;
          if (--pending === 0) allSeen?.();
        }),
      );
      const writeRound = async (round: number): Promise<void> => {
        const done = new Promise<void>((resolve) => (allSeen = resolve));
        pending = LISTENERS;
        const batch = admin.db.batch();
        for (let i = 0; i < LISTENERS; i++) batch.set(admin.db.doc(`bench-fanout/d${i}`), { round });
        await batch.commit();
        await done;
      };
      try {
        await writeRound(0); // creates the documents and lets every listener settle
        const durations: number[] = [];
        for (let round = 1; round <= ROUNDS && Date.now() < deadline; round++) {
          const start = process.hrtime.bigint();
          await writeRound(round);
          durations.push(elapsedMs(start));
        }
        return [
          {
            label: `${LISTENERS} listeners each receiving one change, p50 of ${durations.length} commits`,
            value: percentile(durations, 50),
            unit: 'ms',
            target: 200,
          },
        ];
      } finally {
        for (const stop of stops) stop();
      }
    }),
};
