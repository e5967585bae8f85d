import { randomUUID } from 'node:crypto';
import { SAFETY } from '@iskra/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PREMIUM, uploadPhoto, writeMessage } from '../../../test/fixtures.ts';
import { createTestUser, type TestUser, useTestApp } from '../../../test/test-app.ts';
import { portraitSvgs } from '../../demo/portraits.ts';
import { type SendingPattern, sendingPattern } from '../chat/chat.repo.ts';
import { openSignalsOf } from './safety.signals.ts';

const app = useTestApp();

const portrait = (seed: string) =>
  sharp(Buffer.from(portraitSvgs({ seed, gender: 1, age: 30 }, 1)[0] ?? ''))
    .resize(640, 800)
    .jpeg()
    .toBuffer();

const upload = (who: TestUser, picture: Buffer) => uploadPhoto(app, who, picture);

const write = (from: TestUser, to: TestUser, text: string) =>
  writeMessage(app, from, { userId: to.user.id }, text);

/** Women to write to, `count` of them. */
const recipients = (count: number) =>
  Promise.all(
    Array.from({ length: count }, () =>
      createTestUser(app, {
        name: 'Получатель',
        gender: 2,
        looking: 1,
        email: `${randomUUID()}@test.example`,
      }),
    ),
  );

const kinds = async (who: TestUser) => (await openSignalsOf(app.db, who.user.id)).map((s) => s.kind).sort();

describe('automatic safety signals', () => {
  it('flag a photo that is another account’s picture, once, and not the original’s owner', async () => {
    const owner = await createTestUser(app, { name: 'Антон' });
    const faker = await createTestUser(app, { name: 'Артём' });
    const honest = await createTestUser(app, { name: 'Борис' });
    const picture = await portrait('signals-anton');
    await upload(owner, picture);
    await upload(honest, await portrait('signals-boris'));
    // The same picture, re-encoded smaller, as a stolen photo usually is.
    await upload(faker, await sharp(picture).resize(500, 625).jpeg({ quality: 70 }).toBuffer());
    await upload(faker, picture);

    expect(await kinds(owner)).toEqual([]);
    expect(await kinds(honest)).toEqual([]);
    const [signal, ...more] = await openSignalsOf(app.db, faker.user.id);
    expect(more).toEqual([]);
    expect(signal?.kind).toBe('duplicatePhoto');
    expect(JSON.stringify(signal?.details)).toContain(owner.user.id);
  });

  it('flag the same text to too many people, and messages to too many people', async () => {
    const sender = await createTestUser(app, { name: 'Спамер', ...PREMIUM });
    const people = await recipients(SAFETY.recipientsPerWindow + 1);
    const same = 'Заходи на мой канал, там скидки';
    for (const person of people.slice(0, SAFETY.sameTextRecipients)) await write(sender, person, same);
    // Once more to someone who has it already: still the same number of people.
    const first = people[0];
    if (!first) throw new Error('not enough people');
    await write(sender, first, same);
    expect(await kinds(sender)).toEqual([]);
    const next = people[SAFETY.sameTextRecipients];
    if (!next) throw new Error('not enough people');
    await write(sender, next, same);
    expect(await kinds(sender)).toEqual(['sameText']);

    for (const [i, person] of people.slice(SAFETY.sameTextRecipients + 1).entries()) {
      await write(sender, person, `Привет, как дела? ${i}`);
    }
    expect(await kinds(sender)).toEqual(['manyRecipients', 'sameText']);

    // Ordinary writing raises nothing.
    const talker = await createTestUser(app, { name: 'Обычный', ...PREMIUM });
    for (const person of people.slice(0, 3)) await write(talker, person, 'Привет!');
    expect(await kinds(talker)).toEqual([]);
  });

  it('a send tells its pattern with its fact, as the signals would read it after the send', async () => {
    const sender = await createTestUser(app, { name: 'Отправитель', ...PREMIUM });
    const [anna, vera, olga] = await Promise.all(
      ['Анна', 'Вера', 'Ольга'].map((name) =>
        createTestUser(app, { name, gender: 2, looking: 1, email: `${randomUUID()}@test.example` }),
      ),
    );
    if (!anna || !vera || !olga) throw new Error('not enough people');
    await write(sender, anna, 'Привет');
    const told: Array<SendingPattern | undefined> = [];
    const stop = app.services.bus.on('message.stored', (fact) => {
      if (fact.authorId === sender.user.id) told.push(fact.pattern);
    });
    try {
      // Into a dialog by its id, as the chat screen sends.
      const { dialog } = await writeMessage(app, sender, { userId: vera.user.id }, 'Как дела?');
      const since = new Date(Date.now() - SAFETY.signalWindowMs);
      for (const [to, text, expected] of [
        [dialog.id, 'Как дела?', { recipients: 2, sameTextRecipients: 1 }],
        [{ userId: anna.user.id }, 'Как дела?', { recipients: 2, sameTextRecipients: 2 }],
        [{ userId: anna.user.id }, 'Как дела?', { recipients: 2, sameTextRecipients: 2 }],
        [{ userId: olga.user.id }, 'Привет', { recipients: 3, sameTextRecipients: 2 }],
        [dialog.id, 'Новое', { recipients: 3, sameTextRecipients: 1 }],
      ] as const) {
        told.length = 0;
        await writeMessage(app, sender, to, text);
        expect(told).toEqual([expected]);
        expect(await sendingPattern(app.db, sender.user.id, text, since)).toEqual(expected);
      }
    } finally {
      stop();
    }
  });

  it('flag the same text sent to many people at once', async () => {
    const sender = await createTestUser(app, { name: 'Торопыга', ...PREMIUM });
    const people = await recipients(SAFETY.sameTextRecipients + 1);
    await Promise.all(people.map((person) => write(sender, person, 'Скидки только сегодня')));
    expect(await kinds(sender)).toEqual(['sameText']);
  });
});
