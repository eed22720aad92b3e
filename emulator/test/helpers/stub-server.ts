import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll } from 'vitest';
import { startFirestoreServer, type FirestoreServer } from '../../src/server/firestore-server.ts';
import { firestoreServiceDefinition } from '../../src/server/grpc-service.ts';
import { RulesStore } from '../../src/server/rules-store.ts';
import { TriggerRegistry } from '../../src/server/trigger-registry.ts';
import { StubEngine } from './stub-engine.ts';

export interface StubServer {
  engine: StubEngine;
  rules: RulesStore;
  triggers: TriggerRegistry;
  server: FirestoreServer;
  baseUrl: string;
  /** A raw gRPC client whose methods take and return proto3 JSON (`client.Commit(json, metadata, cb)`). */
  grpcClient: grpc.Client & Record<string, (...args: unknown[]) => unknown>;
  close(): Promise<void>;
}

/** The real Firestore port (multiplexer, gRPC, REST, control) in front of a recording stub engine. */
export async function startStubServer(): Promise<StubServer> {
  const engine = new StubEngine();
  const rules = new RulesStore();
  const triggers = new TriggerRegistry();
  const server = await startFirestoreServer({ engine, rules, triggers, host: '127.0.0.1', port: 0 });
  const Client = grpc.makeGenericClientConstructor(firestoreServiceDefinition(), 'Firestore');
  const grpcClient = new Client(
    `127.0.0.1:${server.port}`,
    grpc.credentials.createInsecure(),
  ) as StubServer['grpcClient'];
  return {
    engine,
    rules,
    triggers,
    server,
    baseUrl: `http://127.0.0.1:${server.port}`,
    grpcClient,
    close: async () => {
      grpcClient.close();
      await server.close();
    },
  };
}

/**
 * A stub server for the calling test file: started before its tests, closed after them. The getter
 * throws outside tests, where the server is not running.
 */
export function useStubServer(): () => StubServer {
  let stub: StubServer | undefined;
  beforeAll(async () => {
    stub = await startStubServer();
  });
  afterAll(async () => {
    await stub?.close();
  });
  return () => {
    if (!stub) throw new Error('The stub server is not running (use it inside tests).');
    return stub;
  };
}
