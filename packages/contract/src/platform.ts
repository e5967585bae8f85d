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

/** Answer of `GET /api/health`. */
export const healthResponseSchema = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof healthResponseSchema>;
