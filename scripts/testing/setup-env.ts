// Runs in every test worker before its test file: points the Firebase server SDKs at the run's emulators.
import { inject } from 'vitest';
import { clientEnv } from './test-env';

Object.assign(process.env, clientEnv(inject('parleyTestEnv')));
