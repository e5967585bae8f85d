import { LEGAL } from '@iskra/contract';
import { years } from '../../model/format.ts';
import type { LegalContext } from '../../model/legal-context.ts';
import type { LegalSection, Rich } from '../../model/types.ts';
import { operatorInline, SERVICE } from '../shared.ts';
import { buildConsent, type ConsentLaw } from './common.ts';

const RU_LAW: ConsentLaw = {
  operations:
    'сбор, запись, систематизация, накопление, хранение, уточнение (обновление, изменение), извлечение, использование, передача (предоставление, доступ), обезличивание, блокирование, удаление и уничтожение',
  validity: `Согласие действует в течение ${years(LEGAL.consentValidityYears)} со дня его предоставления либо до достижения целей обработки персональных данных или до его отзыва, если это произойдёт раньше.`,
  withdrawalEffect:
    'После получения отзыва Оператор прекращает обработку моих персональных данных и уничтожает их в сроки, установленные статьёй 21 Федерального закона «О персональных данных», если иное не предусмотрено законом (в том числе если у Оператора есть иные законные основания для обработки). Отзыв согласия делает невозможным дальнейшее использование Сервиса.',
};

/** The opening sentence of the RU consent, with the subject's full name as typed. */
export function consentRuIntro(ctx: LegalContext, fullName: string): Rich {
  return [
    'Я, ',
    { strong: fullName || '(фамилия, имя, отчество)' },
    `, действуя свободно, своей волей и в своём интересе, в соответствии с ${ctx.j.dataLawIns}, Конституцией Российской Федерации и Гражданским кодексом Российской Федерации даю согласие ${operatorInline(ctx)} (далее — «Оператор») на обработку моих персональных данных при использовании сервиса знакомств и общения ${SERVICE} на следующих условиях.`,
  ];
}

export function consentRu(ctx: LegalContext): LegalSection[] {
  return buildConsent(ctx, RU_LAW);
}
