/** Smart messages: the switch on the own profile and its popups (core-application §2, §4, §5). */
import { SMART_MESSAGES, SMART_TEXT } from '@iskra/contract';
import { plural } from '../../shared/plural.ts';

const delayMinutes = SMART_MESSAGES.delayMs / 60_000;
const minutes = `${delayMinutes}\u00a0${plural(delayMinutes, ['минуту', 'минуты', 'минут'])}`;

function count(n: number, forms: readonly [string, string, string]): string {
  return `${n}\u00a0${plural(n, forms)}`;
}

export const smartMessages = {
  title: 'Умные сообщения',
  free: 'Бесплатно',
  card: {
    text: `Выбери приветствия — и если за ${minutes} после взаимной симпатии переписка не начнётся, мы отправим одно из них от твоего имени.`,
    on: 'Включены',
    off: 'Выключены',
    saving: 'Сохраняем…',
  },
  intro: {
    title: 'Умные сообщения',
    what: `Ты выбираешь приветствия, которые тебе по душе. Когда появляется новая взаимная симпатия, а переписка за ${minutes} так и не начинается, мы отправляем одно из них от твоего имени — обычным сообщением.`,
    honest:
      'Собеседник видит обычное сообщение от тебя, а у тебя в чате оно отмечено «Отправлено умными сообщениями». Одно и то же приветствие одному человеку не повторяется.',
    limits: `Не больше ${count(SMART_MESSAGES.perDay, ['сообщения', 'сообщений', 'сообщений'])} в день; если переписка уже началась или кто-то из двоих поставил блокировку, приветствие не уходит. Это бесплатно, выключить можно в профиле в любой момент.`,
    /** The real figure of the summary: matches waiting for a first message. */
    waiting: (n: number) =>
      `Сейчас ${count(n, ['взаимная симпатия ждёт', 'взаимные симпатии ждут', 'взаимных симпатий ждут'])} первого сообщения.`,
    /** The real figure of the summary: new matches of the last 7 days. */
    week: (n: number) =>
      `За последнюю неделю у тебя ${count(n, ['новая взаимная симпатия', 'новые взаимные симпатии', 'новых взаимных симпатий'])}.`,
    choose: 'Выбрать приветствия',
    later: 'Не сейчас',
  },
  selection: {
    title: 'Выбери приветствия',
    hint: `Мы отметили все. Сними галочки с тех, что тебе не по душе: нужно не меньше ${SMART_MESSAGES.minimum}.`,
    legend: 'Приветствия',
    loading: 'Загружаем приветствия',
    failed: 'Не получилось загрузить приветствия',
    retry: 'Повторить',
    selected: (n: number, total: number) => `Выбрано: ${n} из ${total}`,
    confirm: 'Включить умные сообщения',
    notFewer: SMART_TEXT.notFewer,
    cancel: 'Отмена',
  },
  success: {
    title: 'Умные сообщения включены',
    chosen: (n: number, woman: boolean) =>
      `${woman ? 'Ты выбрала' : 'Ты выбрал'} ${count(n, ['приветствие', 'приветствия', 'приветствий'])}.`,
    next: `Когда появится новая взаимная симпатия, а переписка за ${minutes} не начнётся, одно из них уйдёт от твоего имени. Выключить можно здесь же, в профиле.`,
    done: 'Понятно',
  },
  off: {
    title: 'Выключить умные сообщения?',
    text: 'Приветствия больше не будут уходить новым взаимным симпатиям — и те, что уже ждут отправки, тоже не уйдут.',
    kept: 'Выбранные приветствия сохранятся на случай, если захочешь включить снова.',
    keep: 'Оставить',
    confirm: 'Выключить',
  },
  /** Beside an opener the service sent, in its sender's chat. */
  sentMark: SMART_TEXT.sentMark,
} as const;
