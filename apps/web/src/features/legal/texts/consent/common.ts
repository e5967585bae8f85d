import { infoFieldNames } from '@iskra/contract';
import type { LegalContext } from '../../model/legal-context.ts';
import type { LegalSection, Rich } from '../../model/types.ts';
import { PROCESSING_PURPOSES, REGISTRATION_DATA, TECHNICAL_DATA } from '../data-lists.ts';
import { SERVICE } from '../shared.ts';

export const CONSENT_CHECKBOX_LABEL =
  'Даю согласие на обработку персональных данных и соглашаюсь с политикой обработки персональных данных';
export const WITHDRAWAL_SUBJECT = 'Отзыв согласия на обработку персональных данных';

/** The parts of the consent that depend on the operator's country. */
export interface ConsentLaw {
  /** Actions with personal data, as the law names them. */
  readonly operations: string;
  /** How long the consent is valid. */
  readonly validity: string;
  /** What happens after a withdrawal, with the legal reference. */
  readonly withdrawalEffect: string;
}

/** The numbered body of the consent, shared by both operators. */
export function buildConsent(ctx: LegalContext, law: ConsentLaw): LegalSection[] {
  const optional = Object.values(infoFieldNames)
    .map((name) => `«${name}»`)
    .join(', ');
  const withdrawal: Rich = [
    'Согласие может быть отозвано досрочно. Для этого нужно направить Оператору письмо с адреса электронной почты, указанного при регистрации, на адрес ',
    { mail: ctx.operator.email },
    ' с темой «',
    { strong: WITHDRAWAL_SUBJECT },
    `» либо направить письменное заявление на бумаге почтой по адресу Оператора: ${ctx.operator.address}.`,
  ];
  return [
    {
      title: 'Состав персональных данных',
      clauses: [
        { text: 'Регистрационные данные:', items: REGISTRATION_DATA },
        `Сведения, которые я по своему желанию указываю в анкете: поля ${optional}, фотографии, рассказ о себе и интересы.`,
        'Контент, который я размещаю в Сервисе, и мои сообщения другим пользователям.',
        { text: 'Технические данные, собираемые автоматически:', items: TECHNICAL_DATA },
        'Сведения о платежах: маскированный номер и тип банковской карты, сумма, дата и результат платежа.',
      ],
    },
    {
      title: 'Цели обработки',
      clauses: [{ text: 'Персональные данные обрабатываются в целях:', items: PROCESSING_PURPOSES }],
    },
    {
      title: 'Действия с персональными данными',
      clauses: [
        `Оператор вправе совершать с моими персональными данными следующие действия: ${law.operations} — с использованием средств автоматизации и без них.`,
        `Персональные данные хранятся в базах данных, находящихся ${ctx.j.storage}.`,
        'Оператор не принимает на основании исключительно автоматизированной обработки моих персональных данных решений, порождающих для меня юридические последствия или иным образом затрагивающих мои права и законные интересы.',
        'Сведения анкеты, которые я сам(а) указываю в профиле (имя, возраст, город, фотографии, сведения о себе), показываются другим пользователям Сервиса; состав этих сведений я определяю сам(а) при заполнении анкеты.',
        'Оператор вправе поручить обработку персональных данных третьим лицам — провайдерам хостинга и электронной почты, платёжному провайдеру, сервису веб-аналитики Яндекс Метрика — при условии соблюдения ими конфиденциальности и требований законодательства о персональных данных.',
      ],
    },
    {
      title: 'Срок действия и отзыв согласия',
      clauses: [law.validity, withdrawal, law.withdrawalEffect],
    },
    {
      title: 'Подтверждения',
      clauses: [
        'Я подтверждаю, что достиг(ла) 18 лет и обладаю полной дееспособностью.',
        [
          'Я ознакомлен(а) с ',
          { link: '/privacy-policy', text: 'Политикой конфиденциальности' },
          ` сервиса ${SERVICE} и с моими правами как субъекта персональных данных.`,
        ],
      ],
    },
  ];
}
