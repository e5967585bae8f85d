/** Times of the chat in the viewer's own time zone. */
import * as ru from '../../../i18n/ru.ts';

const clock = new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit' });
const shortDate = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'short' });
const fullShortDate = new Intl.DateTimeFormat('ru-RU', { day: '2-digit', month: '2-digit', year: 'numeric' });
const longDate = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long' });
const longDateYear = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric' });

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** 14:05. */
export function formatClock(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : clock.format(date);
}

/** The dialogs list: today HH:MM, else the date (12 мар.; 12.03.2024 in another year). */
export function formatListTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (startOfDay(date) === startOfDay(now)) return clock.format(date);
  return date.getFullYear() === now.getFullYear() ? shortDate.format(date) : fullShortDate.format(date);
}

/** A day separator of the conversation: Сегодня, Вчера, 12 марта, 12 марта 2024 г. */
export function formatDay(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const day = startOfDay(date);
  const today = startOfDay(now);
  if (day === today) return ru.chat.today;
  // The day before today (a calendar day, whatever the clock change).
  const yesterday = startOfDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1));
  if (day === yesterday) return ru.chat.yesterday;
  return date.getFullYear() === now.getFullYear() ? longDate.format(date) : longDateYear.format(date);
}

/** The calendar day of a moment, as a key for grouping. */
export function dayKey(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;
}
