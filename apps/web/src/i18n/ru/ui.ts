/** The design system (ui/): toasts, modals and shared component labels. */

export const notifications = {
  regionLabel: 'Уведомления',
  close: 'Закрыть уведомление',
  open: 'Открыть',
} as const;

export const modal = {
  close: 'Закрыть окно',
} as const;

export const ui = {
  loading: 'Загрузка',
  required: 'обязательное поле',
} as const;
