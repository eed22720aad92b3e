import {
  Code,
  RpcError,
  type FirestoreEngine,
  type JsonObject,
  type RequestContext,
  type StreamSink,
} from '../../firestore/api.ts';

/**
 * An engine double for transport tests: its streams echo each message back as `{echo: message}`,
 * fail on `{fail: "<message>"}`, throw on `{throw: true}`. `received` holds the messages minus the
 * `database` the transport fills in (so tests state only what they sent); `databases` holds those.
 */
export function createStubEngine() {
  const opened: { kind: 'Listen' | 'Write'; ctx: RequestContext; sink: StreamSink }[] = [];
  const received: JsonObject[] = [];
  const databases: (string | undefined)[] = [];
  let ended = 0;

  const open = (kind: 'Listen' | 'Write') => (ctx: RequestContext, sink: StreamSink) => {
    opened.push({ kind, ctx, sink });
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
  const unsupported = (): never => {
    throw new RpcError(Code.UNIMPLEMENTED, 'not in the stub engine');
  };
  const engine: FirestoreEngine = {
    getDocument: unsupported,
    batchGetDocuments: unsupported,
    runQuery: unsupported,
    runAggregationQuery: unsupported,
    beginTransaction: unsupported,
    rollback: unsupported,
    commit: unsupported,
    batchWrite: unsupported,
    listCollectionIds: unsupported,
    listDocuments: unsupported,
    createDocument: unsupported,
    updateDocument: unsupported,
    deleteDocument: unsupported,
    openListen: open('Listen'),
    openWrite: open('Write'),
    clear: unsupported,
    onCommit: unsupported,
    setAuthorizer: unsupported,
    exportData: unsupported,
    importData: unsupported,
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
