import { describe, expect, it } from 'vitest';
import { findFormalAddress, findGenderSlash, findUndeclinedName } from './russian-copy.ts';

describe('checks of the Russian copy', () => {
  it('find the formal register, but not in the spec’s quoted strings', () => {
    expect(findFormalAddress('Введите пароль')).toBe('Введите');
    expect(findFormalAddress('Подтвердите новый адрес')).toBe('Подтвердите');
    expect(findFormalAddress('Почта вашего аккаунта')).toBe('вашего');
    expect(findFormalAddress('Вы должны быть согласны с условиями сервиса.')).toBeNull();
    expect(findFormalAddress('Модерация вашего аккаунта закончена')).toBeNull();
    expect(findFormalAddress('Введи пароль и выбери город на сайте')).toBeNull();
  });

  it('find «(а)» forms', () => {
    expect(findGenderSlash('Заходил(а) вчера')).toBe(true);
    expect(findGenderSlash('Свободен(а)')).toBe(true);
    expect(findGenderSlash('Заходила вчера (откроется в новой вкладке)')).toBe(false);
  });

  it('find a sample name left in the nominative after a preposition', () => {
    expect(findUndeclinedName('Взаимная симпатия с Алиса!')).toBe('с Алиса');
    expect(findUndeclinedName('Новое сообщение от Иван')).toBe('от Иван');
    expect(findUndeclinedName('Написать Marie можно…')).toBe('Написать Marie');
    expect(findUndeclinedName('Взаимная симпатия с Алисой!')).toBeNull();
    expect(findUndeclinedName('Взаимная симпатия: Marie')).toBeNull();
  });
});
