import { describe, expect, it, vi } from 'vitest';
import { createEventBus } from './events.ts';

describe('the event bus', () => {
  it('runs every handler of an event in order and waits for them', async () => {
    const bus = createEventBus({ error: vi.fn() });
    const seen: string[] = [];
    bus.on('counters.changed', async ({ userId }) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      seen.push(`first ${userId}`);
    });
    bus.on('counters.changed', ({ delta }) => {
      seen.push(`second ${delta.likes}`);
    });
    await bus.publish('counters.changed', { userId: 'u1', delta: { likes: 1 } });
    expect(seen).toEqual(['first u1', 'second 1']);
  });

  it('logs a failing handler and still runs the others; publishing does not throw', async () => {
    const error = vi.fn();
    const bus = createEventBus({ error });
    const after = vi.fn();
    bus.on('counters.changed', () => {
      throw new Error('boom');
    });
    bus.on('counters.changed', after);
    await expect(bus.publish('counters.changed', { userId: 'u1', delta: {} })).resolves.toBeUndefined();
    expect(after).toHaveBeenCalledOnce();
    expect(error).toHaveBeenCalledOnce();
  });

  it('unsubscribes', async () => {
    const bus = createEventBus({ error: vi.fn() });
    const handler = vi.fn();
    const off = bus.on('counters.changed', handler);
    off();
    await bus.publish('counters.changed', { userId: 'u1', delta: {} });
    expect(handler).not.toHaveBeenCalled();
  });
});
