import type { Gender } from '@iskra/contract';
import { byGender } from '../../shared/gender-forms.ts';
import { withName } from '../../shared/names.ts';

/**
 * The mutual-sympathy popup's text. It declines a name, so it has a module of its own: the shell
 * reads the popups' titles (sympathies.ts), and a chunk holds whole modules, so the declension
 * library would come with them.
 */
export const matchPopupText = (name: string, gender: Gender, viewer: Gender) => {
  const next = `Не упускай момент — ${byGender(viewer, 'напиши первым', 'напиши первой')}!`;
  return withName(
    name,
    gender,
    'dative',
    (n) =>
      `Ты ${byGender(viewer, 'понравился', 'понравилась')} ${n}, а ${byGender(gender, 'он', 'она')} — тебе. ${next}`,
    (n) => `Ты и ${n} понравились друг другу. ${next}`,
  );
};
