import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { isPortFree } from './ports.mjs';
import { isAlive } from './process-tree';
import { liveProcesses, spawnTask, stopServices } from './services.mjs';

describe('services', () => {
  it('stop a task together with every process it spawned', async () => {
    const lines: string[] = [];
    // The shell starts a grandchild and prints its pid; stopping must reach it through the group.
    const task = spawnTask({
      name: 'sleeper',
      command: 'sh',
      args: ['-c', 'sleep 60 & echo $!; wait'],
      output: (line) => lines.push(line),
    });
    await expect.poll(() => lines.length).toBeGreaterThan(0);
    const grandchild = Number(lines[0]);
    expect(isAlive(grandchild)).toBe(true);
    expect(liveProcesses()).toContain(task);

    await stopServices([task]);

    await expect.poll(() => isAlive(grandchild)).toBe(false);
    expect(liveProcesses()).not.toContain(task);
  });
});

describe('isPortFree', () => {
  it('tells a bound port from a free one', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    expect(await isPortFree({ host: '127.0.0.1', port })).toBe(false);
    await new Promise((resolve) => server.close(resolve));
    expect(await isPortFree({ host: '127.0.0.1', port })).toBe(true);
  });
});
