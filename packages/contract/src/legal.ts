/** Consent texts and document versions (paid-tiers-and-legal §4). */
import { LEGAL } from './constants.ts';

/** The registration checkbox: agreement to the terms and consent to data processing. */
export const REGISTRATION_CONSENT_TEXT =
  'Я подтверждаю согласие с условиями пользовательского соглашения и даю согласие на обработку персональных данных и на получение рекламной рассылки';

/** The checkbox of the personal data consent page. */
export const PERSONAL_DATA_CONSENT_TEXT =
  'Даю согласие на обработку персональных данных и соглашаюсь с политикой обработки персональных данных';

/** Subject of a consent withdrawal e-mail. */
export const CONSENT_WITHDRAWAL_SUBJECT = 'Отзыв согласия на обработку персональных данных';

/** Documents a user consents to; each consent is recorded separately (152-FZ). */
export const CONSENT_DOCUMENTS = {
  userAgreement: { id: 'user_agreement', version: LEGAL.termsDate },
  personalData: { id: 'personal_data', version: LEGAL.privacyPolicyDate },
} as const;
export type ConsentDocument = (typeof CONSENT_DOCUMENTS)[keyof typeof CONSENT_DOCUMENTS]['id'];
