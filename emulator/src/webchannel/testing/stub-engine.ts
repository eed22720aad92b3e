import { StubEngine } from '../../../test/helpers/stub-engine.ts';
import {
  Code,
  RpcError,
  type JsonObject,
  type RequestContext,
  type StreamSink,
} from '../../firestore/api.ts';

/**
 * The shared StubEngine with scripted streams for WebChannel tests: each message is echoed back as
 * `{echo: message}`, `{fail: "<message>"}` fails the stream, `{throw: true}` throws. `received` holds
 * the messages minus the `database` the transport fills in (tests state only what they sent);
 * `databases` holds those.
 */
export function createStubEngine() {
  const engine = new StubEngine();
  const opened: { kind: 'Listen' | 'Write'; ctx: RequestContext; sink: StreamSink }[] = [];
  const received: JsonObject[] = [];
  const databases: (string | undefined)[] = [];
  let ended = 0;
  engine.onStream = (kind, ctx, sink) => {
    opened.push({ kind: kind === 'listen' ? 'Listen' : 'Write', ctx, sink });
    return {
      onRequest({ database, ...message }: JsonObject) {
        databases.push(typeof database === 'string' ? database : undefined);
        received.push(message);
        if (typeof message.fail === 'string') sink.fail(new RpcError(Code.PERMISSION_DENIED, message.fail));
        else if (message.throw === true) throw new Error('stub engine exploded');
        else sink.send({ echo: message });
      },
      end() {
        ended++;
      },
    };
  };
  return {
    engine,
    opened,
    received,
    databases,
    get ended() {
      return ended;
    },
  };
}
