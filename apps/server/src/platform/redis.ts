/** Redis connections (production mode, REDIS_URL): socket.io fan-out and rate limits. */
import { Redis } from 'ioredis';

export function connectRedis(url: string, name: string): Redis {
  return new Redis(url, {
    connectionName: `iskra:${name}`,
    // Fail commands quickly while Redis is down instead of queueing them for ever.
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
  });
}

/** Closes politely, falling back to a hard disconnect when Redis does not answer. */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === 'end') return;
  try {
    await client.quit();
  } catch {
    client.disconnect();
  }
}
