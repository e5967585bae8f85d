/** Notifications about live events (matches, visits, likes, messages). */

export const realtime = {
  match: (name: string) => `Взаимная симпатия с ${name}!`,
  visit: (name: string, woman: boolean) => `${name} ${woman ? 'заходила' : 'заходил'} к тебе в анкету`,
  visitHidden: 'Кто-то заходил к тебе в анкету',
  like: (name: string, woman: boolean) => `${name} ${woman ? 'поставила' : 'поставил'} тебе симпатию`,
  likeHidden: 'Кто-то поставил тебе симпатию',
  message: (name: string, text: string) => `${name}: ${text}`,
  messageHidden: (name: string) => `Новое сообщение от ${name}`,
  meetup: 'Тебя пригласили на встречу',
  moderationComplete: 'Модерация вашего аккаунта закончена',
} as const;
