import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import {
  type ClientEvent,
  type ClientToServerEvents,
  clientEventPayloadSchemas,
  fMessagePayloadSchema,
  messagesReadedPayloadSchema,
  typingPayloadSchema,
} from './socket.ts';

const USER = '6f1c2a57-1f0e-4c1e-9b36-2d4a3c8e5f10';
const DIALOG = '0b8e4a2c-5d3f-4e6a-8c1b-7f9d2e3a4b5c';

/** One payload of the declared shape per event, as the web app sends them. */
const declared: { [E in ClientEvent]: Parameters<ClientToServerEvents[E]>[0] } = {
  join: USER,
  'CLIENT:MESSAGES_READED': { userId: USER, dialogId: DIALOG, dialogPartner: USER },
  'CLIENT:F_MESSAGE': DIALOG,
  'CLIENT:F_LIKE': { userId: USER, looking: 2 },
  'CLIENT:F_VISIT': { userId: USER, looking: 1 },
  'CLIENT:INVITE_MEETUP': USER,
  F_SESSIONS_UPDATE: { userId: USER, likes: true, visits: false },
  'CLIENT:TYPING': { dialogId: DIALOG },
};

describe('client event payload schemas', () => {
  it('accept every payload of the declared shapes', () => {
    for (const event of Object.keys(declared) as ClientEvent[]) {
      expect(clientEventPayloadSchemas[event].safeParse(declared[event]).success, event).toBe(true);
    }
  });

  it('type a declared payload as something the schema accepts', () => {
    expectTypeOf(declared['CLIENT:TYPING']).toExtend<z.input<typeof typingPayloadSchema>>();
    expectTypeOf(declared['CLIENT:MESSAGES_READED']).toExtend<z.input<typeof messagesReadedPayloadSchema>>();
  });

  it('refuse a malformed dialog id where one is needed', () => {
    expect(typingPayloadSchema.safeParse({ dialogId: 'nonsense' }).success).toBe(false);
    expect(typingPayloadSchema.safeParse(null).success).toBe(false);
    expect(messagesReadedPayloadSchema.safeParse({ dialogId: 'x' }).success).toBe(false);
    // Only the dialog is used, so the other fields may be left out.
    expect(messagesReadedPayloadSchema.parse({ dialogId: DIALOG })).toEqual({ dialogId: DIALOG });
  });

  it('read F_MESSAGE without a dialog id as "any dialog"', () => {
    expect(fMessagePayloadSchema.parse(DIALOG)).toBe(DIALOG);
    expect(fMessagePayloadSchema.parse('nonsense')).toBeNull();
    expect(fMessagePayloadSchema.parse(undefined)).toBeNull();
  });
});
