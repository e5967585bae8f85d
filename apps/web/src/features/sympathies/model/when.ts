/** When something happened, the way a person says it: «сегодня в 14:05», «вчера в 9:30», «12 марта». */
export function formatWhen(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const time = new Intl.DateTimeFormat('ru-RU', { hour: 'numeric', minute: '2-digit' }).format(date);
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  const day = 24 * 60 * 60 * 1000;
  if (date.getTime() >= startOfToday) return `сегодня в ${time}`;
  if (date.getTime() >= startOfToday - day) return `вчера в ${time}`;
  const sameYear = date.getFullYear() === now.getFullYear();
  return new Intl.DateTimeFormat('ru-RU', {
    day: 'numeric',
    month: 'long',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(date);
}
