/**
 * Smart messages (core-application §1, §2, §4, §5, §7, §8, §9): opening messages a user
 * chooses, which the service sends for them to their new matches.
 *
 * Rules decided here (the spec is silent):
 * - The library holds at least 40 openers for each addressee gender (`looking` 1: to men, 2: to
 *   women), seeded by a migration. A user chooses at least SMART_MESSAGES.minimum of those for
 *   their own `looking`; switching off keeps the choice for the next time.
 * - While on, each new mutual match in which neither person wrote within
 *   SMART_MESSAGES.delayMs gets one chosen opener, sent as an ordinary message of the user
 *   (delivery, receipts, notifications, counters), never counted against the free allowance.
 *   Never the same template twice to one person; the choice rotates; at most
 *   SMART_MESSAGES.perDay a Moscow day; never to someone blocked, gone, or who wrote first;
 *   when both people have it on, the first sent wins. Switching off cancels what is pending.
 * - Honesty (DESIGN.md §4): the sender's chat marks such a message (SMART_TEXT.sentMark); the
 *   recipient sees a normal message of that person, who chose its text. The intro's count is
 *   real (SmartMessagesSummary), never the spec's random 21–50; zero leaves the sentence out.
 */
import { z } from 'zod';

export const SMART_MESSAGES = {
  /** Fewest openers a user may choose (§9). */
  minimum: 5,
  /** How long a new match is left to its two people before an opener goes. */
  delayMs: 30 * 60 * 1000,
  /** Openers sent for one user per Moscow day. */
  perDay: 20,
} as const;

export const SERVICES_PATHS = {
  switch: '/api/services/switch-services',
  messages: '/api/services/get-messages/:looking',
  summary: '/api/services/smart-messages/summary',
} as const;

export const messageTemplateSchema = z.object({ id: z.number().int(), text: z.string() });
export type MessageTemplate = z.infer<typeof messageTemplateSchema>;

export const smartLookingParamsSchema = z.object({
  looking: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(1), z.literal(2)])),
});

/** `GET /api/services/get-messages/{looking}`: the library for that addressee gender. */
export const getMessagesResponseSchema = z.object({
  success: z.literal(true),
  messages: z.array(messageTemplateSchema),
  /** The signed-in user's saved choice (ids), empty before the first one. */
  chosen: z.array(z.number().int()),
});
export type GetMessagesResponse = z.infer<typeof getMessagesResponseSchema>;

/** `POST /api/services/switch-services`. */
export const switchServicesSchema = z.object({
  setServices: z.boolean().optional(),
  data: z.object({
    iskraServices: z.object({ smartMessages: z.boolean() }),
    /** The chosen template ids; required (at least SMART_MESSAGES.minimum) when switching on. */
    messageIds: z.array(z.number().int()).max(200).optional(),
  }),
});
export type SwitchServices = z.infer<typeof switchServicesSchema>;

export const switchServicesResponseSchema = z.object({
  success: z.literal(true),
  servicesState: z.object({ smartMessages: z.boolean() }),
});
export type SwitchServicesResponse = z.infer<typeof switchServicesResponseSchema>;

/** The real figures the intro popup may show (instead of the spec's random number). */
export const smartMessagesSummarySchema = z.object({
  /** The user's matches where nobody has written yet. */
  waitingMatches: z.number().int().min(0),
  /** Matches the user got in the last 7 days. */
  newMatchesWeek: z.number().int().min(0),
});
export type SmartMessagesSummary = z.infer<typeof smartMessagesSummarySchema>;

export const SMART_TEXT = {
  /** §8: an unsuccessful answer. */
  somethingWrong: 'Что-то пошло не так!',
  /** §5: the confirm button below the minimum. */
  notFewer: 'не меньше 5 сообщений',
  tooFew: 'Выбери не меньше 5 сообщений',
  foreign: 'Можно выбрать только сообщения из предложенных',
  /** Shown to the sender on an opener the service sent for them. */
  sentMark: 'Отправлено умными сообщениями',
} as const;
