import { createServer } from 'node:http';
import { listen } from './listen';

export interface FakeVoiceEngine {
  url: string;
  /** Agent ids whose cache was cleared, in order. */
  cleared: string[];
  /** Makes every following request fail with this HTTP status (null: succeed again). */
  failWith(status: number | null): void;
  close(): Promise<void>;
}

/**
 * Stands in for the voice engine: answers `DELETE /agents/{id}/cache` with 204 and records the id. Point
 * VOICE_ENGINE_URL at `url` (tests) or run it beside the local stack.
 */
export async function startFakeVoiceEngine(): Promise<FakeVoiceEngine> {
  const cleared: string[] = [];
  let failure: number | null = null;
  const server = createServer((req, res) => {
    const id = /^\/agents\/([^/]+)\/cache$/.exec(req.url ?? '')?.[1];
    if (req.method !== 'DELETE' || !id) {
      res.writeHead(404).end();
      return;
    }
    if (failure !== null) {
      res.writeHead(failure).end();
      return;
    }
    cleared.push(decodeURIComponent(id));
    res.writeHead(204).end();
  });
  const listening = await listen(server);
  return {
    url: `http://${listening.address}`,
    cleared,
    failWith: (status) => {
      failure = status;
    },
    close: listening.close,
  };
}
