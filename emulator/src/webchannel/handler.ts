import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FirestoreEngine } from '../firestore/api.ts';

/**
 * The WebChannel transport (emulator-spec §5): the browser SDK's streaming Listen and Write.
 * The server's router calls the returned handler for `/google.firestore.v1.Firestore/(Listen|Write)/channel`
 * after applying CORS. (Stub: the session layer lands in follow-up commits.)
 */
export function createWebChannelHandler(
  engine: FirestoreEngine,
): (req: IncomingMessage, res: ServerResponse, url: URL) => void {
  void engine;
  return (_req, res) => {
    res.writeHead(501, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('WebChannel not implemented yet');
  };
}
