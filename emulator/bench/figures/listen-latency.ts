import { doc, onSnapshot } from 'firebase/firestore';
import type { Figure } from '../figure.ts';
import { withWriterAndListener } from '../lib/clients.ts';
import { percentile } from '../lib/stats.ts';

const SAMPLES = 200;

/**
 * Write-to-onSnapshot: firebase-admin writes a document while a separate JS SDK client listens to it;
 * latency is from the start of the write to the listener seeing that write's value.
 */
export const listenLatencyFigure: Figure = {
  name: 'listen-latency',
  budgetMs: 30_000,
  run: (context, deadline) =>
    withWriterAndListener(context, async (admin, web) => {
      const durations: number[] = [];
      let waiting: { value: number; start: bigint; resolve: () => void } | null = null;
      const stop = onSnapshot(doc(web.db, 'bench-listen/target'), (snapshot) => {
        const value: unknown = snapshot.get('value');
        if (waiting && value === waiting.value) {
          durations.push(Number(process.hrtime.bigint() - waiting.start) / 1e6);
          waiting.resolve();
        }
      });
      try {
        const target = admin.db.doc('bench-listen/target');
        await target.set({ value: -1 });
        for (let i = 0; i < SAMPLES + 10 && Date.now() < deadline; i++) {
          const seen = new Promise<void>((resolve) => {
            waiting = { value: i, start: process.hrtime.bigint(), resolve };
          });
          await target.set({ value: i });
          await seen;
          waiting = null;
        }
        const measured = durations.slice(10); // the first few include the listener's own start-up
        return [
          {
            label: `write-to-onSnapshot p50 (admin writer, JS SDK listener, ${measured.length} writes)`,
            value: percentile(measured, 50),
            unit: 'ms',
          },
          { label: 'write-to-onSnapshot p95', value: percentile(measured, 95), unit: 'ms', target: 20 },
        ];
      } finally {
        stop();
      }
    }),
};
