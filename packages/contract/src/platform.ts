/** Server answers of the platform layer that messages.ts does not cover (ours). */
import { z } from 'zod';

export const PLATFORM_MESSAGE = {
  unsupportedMediaType: 'Неподдерживаемый формат запроса',
  invalidJson: 'Некорректные данные запроса',
  /** A multipart body that cannot be read: cut short, a wrong boundary, broken part headers. */
  invalidMultipart: 'Не удалось прочитать отправленную форму. Попробуй ещё раз',
  /** A field holding a character that cannot be stored (NUL). */
  forbiddenCharacter: 'В поле есть недопустимый символ',
  /** Shown instead of the web app when the server runs without a built SPA. */
  webNotBuilt: 'Веб-приложение не собрано. Выполни `npm run build` и перезапусти сервер.',
} as const;

/** Answer of `GET /api/health`: the process is alive (no dependency is asked). */
export const healthResponseSchema = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/**
 * Answer of `GET /api/ready`: whether this instance should get traffic. 200 with `ready` when
 * the database answers, migrations are applied and the instance is not shutting down; 503
 * with `unavailable` otherwise. Redis is reported but does not make an instance unready: it
 * serves in degraded mode without it (limits per instance, no fan-out to other instances).
 */
export const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['up', 'down']),
  migrations: z.enum(['applied', 'pending']),
  /** `none` on the embedded default (no REDIS_URL). */
  redis: z.enum(['up', 'down', 'none']),
  draining: z.boolean(),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
