/**
 * The in-process domain event bus. A feature publishes a fact once it is committed
 * (`match.created`, `message.stored`…); the features that care subscribe to it. So a feature
 * never calls a sibling to tell it something happened, and new features (payments, smart
 * messages, moderation) hook into existing facts without touching their publishers.
 *
 * Each feature declares the events it publishes in its own `*.events.ts` by augmenting
 * `DomainEvents`:
 *
 *     declare module '../../platform/events.ts' {
 *       interface DomainEvents { 'pair.blocked': { blockerId: string; blockedId: string } }
 *     }
 *
 * Handlers run in subscription order after the publisher's transaction, and `publish` resolves
 * when all have finished, so a request answers after its pushes went out. A failing handler is
 * logged and does not fail the publisher (the fact is already stored) nor the other handlers.
 * The bus is in-process: what another instance must hear goes through the realtime hub
 * (Redis-backed) from a handler.
 */
import type { MenuData } from '@iskra/contract';
import type { FastifyBaseLogger } from 'fastify';

/** Events of the platform itself; features add theirs by module augmentation. */
export interface DomainEvents {
  /**
   * The menu counters of `userId` moved by `delta` (a zero change is not sent). `except`
   * names the tab that caused it and adjusts from its own answer.
   */
  'counters.changed': { userId: string; delta: Partial<MenuData>; except?: string | undefined };
}

export type EventName = keyof DomainEvents;
export type EventHandler<E extends EventName> = (payload: DomainEvents[E]) => void | Promise<void>;

export interface EventBus {
  /** Subscribes a handler; returns the call that unsubscribes it. */
  on<E extends EventName>(event: E, handler: EventHandler<E>): () => void;
  publish<E extends EventName>(event: E, payload: DomainEvents[E]): Promise<void>;
}

export function createEventBus(logger: Pick<FastifyBaseLogger, 'error'>): EventBus {
  const handlers = new Map<EventName, Array<EventHandler<EventName>>>();

  return {
    on(event, handler) {
      const list = handlers.get(event) ?? [];
      list.push(handler as EventHandler<EventName>);
      handlers.set(event, list);
      return () => {
        const index = list.indexOf(handler as EventHandler<EventName>);
        if (index >= 0) list.splice(index, 1);
      };
    },

    async publish(event, payload) {
      for (const handler of [...(handlers.get(event) ?? [])]) {
        try {
          await handler(payload);
        } catch (error) {
          logger.error({ err: error, event }, 'event handler failed');
        }
      }
    },
  };
}
