/** Dates of the console, in Moscow time as the team reads them. */
const dateTime = new Intl.DateTimeFormat('ru-RU', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Moscow',
});

export function formatDateTime(iso: string | null): string | null {
  return iso ? dateTime.format(new Date(iso)) : null;
}
