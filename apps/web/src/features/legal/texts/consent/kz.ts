import type { LegalContext } from '../../model/legal-context.ts';
import type { LegalSection, Rich } from '../../model/types.ts';
import { operatorInline, SERVICE } from '../shared.ts';
import { buildConsent, type ConsentLaw } from './common.ts';

const KZ_LAW: ConsentLaw = {
  operations:
    'сбор, накопление, хранение, изменение и дополнение (обновление), использование, распространение (показ анкеты другим пользователям), обезличивание, блокирование, удаление и уничтожение',
  validity:
    'Согласие действует до достижения целей сбора и обработки персональных данных либо до его отзыва, если это произойдёт раньше.',
  withdrawalEffect:
    'После получения отзыва Оператор прекращает сбор и обработку моих персональных данных и уничтожает их, за исключением случаев, когда это противоречит законам Республики Казахстан или у Оператора есть иные законные основания для обработки. Отзыв согласия делает невозможным дальнейшее использование Сервиса.',
};

export function consentKzIntro(ctx: LegalContext): Rich {
  return `Я, пользователь сервиса знакомств и общения ${SERVICE}, действуя свободно, своей волей и в своём интересе, в соответствии с ${ctx.j.dataLawIns} даю согласие ${operatorInline(ctx)} (далее — «Оператор») на сбор и обработку моих персональных данных на следующих условиях.`;
}

export function consentKz(ctx: LegalContext): LegalSection[] {
  return buildConsent(ctx, KZ_LAW);
}
