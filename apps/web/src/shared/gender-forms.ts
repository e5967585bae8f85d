/** Words that agree with a person's grammatical gender, without declining a name. */
import { GENDER, type Gender } from '@iskra/contract';

/** The form for a man or for a woman: byGender(gender, 'посмотрел', 'посмотрела'). */
export function byGender(gender: Gender, man: string, woman: string): string {
  return gender === GENDER.WOMAN ? woman : man;
}
