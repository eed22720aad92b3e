import type { Figure } from '../figure.ts';
import { adminClient, seed } from '../lib/clients.ts';
import { percentile, timeRepeatedly } from '../lib/stats.ts';

const DOCUMENTS = 10_000;
const GROUPS = 10;
const SAMPLES = 100;

/** A filtered, ordered, limited query over 10,000 documents: where + orderBy + limit 50, via admin. */
export const queryFigure: Figure = {
  name: 'query',
  budgetMs: 60_000,
  async run(context, deadline) {
    const { db, close } = adminClient(context);
    try {
      const seeded = await seed(db, 'bench-query', DOCUMENTS, deadline, (i) => ({
        group: i % GROUPS,
        score: (i * 7919) % 10_007,
        title: `document ${i}`,
      }));
      const query = (i: number) =>
        db
          .collection('bench-query')
          .where('group', '==', i % GROUPS)
          .orderBy('score', 'desc')
          .limit(50)
          .get();
      await timeRepeatedly(5, deadline, query);
      const durations = await timeRepeatedly(SAMPLES, deadline, query);
      return [
        {
          label: `query over ${seeded} docs (where + orderBy + limit 50) p50`,
          value: percentile(durations, 50),
          unit: 'ms',
          target: 10,
          note: seeded < DOCUMENTS ? `only ${seeded} documents seeded within the budget` : undefined,
        },
      ];
    } finally {
      await close();
    }
  },
};
