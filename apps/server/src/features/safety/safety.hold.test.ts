import { describe, expect, it } from 'vitest';
import { holdReasons, isNewAccount } from './safety.hold.ts';

describe('holdReasons', () => {
  it.each([
    'Привет! Как проходит твой вечер?',
    'Давай встретимся в 19:30 у метро',
    'Мне 27, рост 180, переехал в 2023 году',
    'Люблю настольные игры и карты Таро',
    'Ты инстинктивно выбираешь кофе или чай?',
    'Какой у тебя любимый фильм?',
    'Вкусный обед за 300 — это мечта',
    'Вот это да... Ещё увидимся!',
  ])('lets an ordinary message through: %s', (text) => {
    expect(holdReasons(text)).toEqual([]);
  });

  it.each([
    ['Позвони мне +7 (912) 345-67-89', 'phone'],
    ['мой номер 89123456789', 'phone'],
    ['8 912 345 67 89 звони', 'phone'],
    ['заходи https://example.com/profile', 'link'],
    ['там всё есть: www.example.org', 'link'],
    ['мои фото на mysite.ru', 'link'],
    ['пиши сюда t.me/masha_love', 'link'],
    ['пиши в телегу', 'handle'],
    ['мой тг masha', 'handle'],
    ['Напиши мне в WhatsApp', 'handle'],
    ['добавляйся @masha_love', 'handle'],
    ['есть в инсте', 'handle'],
    ['скинь 500 на карту, потом верну', 'money'],
    ['Номер карты 4276 1234 5678 9012', 'money'],
    ['Одолжи немного до зарплаты', 'money'],
    ['нужны деньги на такси', 'money'],
    ['Переведи на сбер', 'money'],
  ])('holds %s for %s', (text, reason) => {
    expect(holdReasons(text)).toContain(reason);
  });

  it('names every reason a message has', () => {
    expect(holdReasons('Скинь денег на карту и пиши в телегу @masha_love, сайт masha.ru').sort()).toEqual([
      'handle',
      'link',
      'money',
    ]);
  });
});

describe('isNewAccount', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  it('is new for its first 24 hours only', () => {
    expect(isNewAccount(new Date('2026-11-23T12:00:01Z'), now)).toBe(true);
    expect(isNewAccount(new Date('2026-11-23T12:00:00Z'), now)).toBe(false);
  });
});
