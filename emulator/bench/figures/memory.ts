import type { Figure } from '../figure.ts';
import { adminClient, seed } from '../lib/clients.ts';

const DOCUMENTS = 100_000;
const FILLER = 'x'.repeat(900);

/** Resident memory of the emulator process holding 100,000 documents of about 1 KB each. */
export const memoryFigure: Figure = {
  name: 'memory',
  budgetMs: 180_000,
  async run(context, deadline) {
    const before = context.emulatorRss();
    if (before === null) {
      return [
        {
          label: `RSS holding ${DOCUMENTS} docs of ~1 KB`,
          value: null,
          unit: 'MB',
          target: 400,
          note: 'emulator process not inspectable (--host)',
        },
      ];
    }
    const { db, close } = adminClient(context);
    try {
      const seeded = await seed(db, 'bench-memory', DOCUMENTS, deadline, (i) => ({
        index: i,
        title: `document number ${i}`,
        tags: ['alpha', 'beta', 'gamma'],
        nested: { createdBy: `user-${i % 97}`, score: i % 1000 },
        filler: FILLER,
      }));
      // Let the garbage of 200 batch commits go before reading what is really held.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const after = context.emulatorRss() ?? before;
      const mb = (bytes: number) => bytes / (1024 * 1024);
      return [
        {
          label: `emulator RSS holding ${seeded} docs of ~1 KB (empty: ${mb(before).toFixed(0)} MB)`,
          value: mb(after),
          unit: 'MB',
          target: 400,
          note: seeded < DOCUMENTS ? `only ${seeded} documents seeded within the budget` : undefined,
        },
      ];
    } finally {
      await close();
    }
  },
};
