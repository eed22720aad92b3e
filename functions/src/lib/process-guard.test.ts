import { logger } from 'firebase-functions/logger';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardProcess } from './process-guard';

describe('guardProcess', () => {
  const before = process.listeners('unhandledRejection');
  const added = () =>
    process.listeners('unhandledRejection').filter((listener) => !before.includes(listener));
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('adds one listener however often the wrappers install it', () => {
    guardProcess();
    guardProcess();
    expect(added()).toHaveLength(1);
  });

  it('logs an unhandled rejection with its stack instead of letting it end the process', () => {
    guardProcess();
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const [listener] = added();
    listener?.(new Error('floating promise'), Promise.resolve());
    expect(logged).toHaveBeenCalledOnce();
    expect(logged.mock.calls[0]?.[0]).toMatch(/unhandled promise rejection/);
    expect(JSON.stringify(logged.mock.calls[0]?.[1])).toContain('floating promise');
  });
});
