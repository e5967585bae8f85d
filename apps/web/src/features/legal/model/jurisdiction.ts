import { DEFAULT_GEO } from '@iskra/contract';
import type { LegalVariant } from './types.ts';

/**
 * Wording that differs between the Russian and the Kazakhstan operator wherever the law
 * differs. Document texts take these phrases instead of branching on the variant inline.
 */
export interface Jurisdiction {
  readonly variant: LegalVariant;
  /** Country name in the genitive: «законодательство …», «на территории …». */
  readonly countryGen: string;
  /** Where the databases with personal data are located. */
  readonly storage: string;
  /** Personal data law, nominative, full title. */
  readonly dataLaw: string;
  /** Personal data law, instrumental («в соответствии с …»), full title. */
  readonly dataLawIns: string;
  /** Short name of the personal data law used after the first mention. */
  readonly dataLawShort: string;
  /** The personal data regulator, accusative («обратиться в …»). */
  readonly regulatorAcc: string;
  /** Consumer protection law, nominative. */
  readonly consumerLaw: string;
  /** Label of the state registration number of the operator. */
  readonly registrationNumberLabel: string;
}

export const JURISDICTIONS: Readonly<Record<LegalVariant, Jurisdiction>> = {
  ru: {
    variant: 'ru',
    countryGen: 'Российской Федерации',
    storage: 'на территории Российской Федерации',
    dataLaw: 'Федеральный закон от 27.07.2006 № 152-ФЗ «О персональных данных»',
    dataLawIns: 'Федеральным законом от 27.07.2006 № 152-ФЗ «О персональных данных»',
    dataLawShort: 'Закон № 152-ФЗ',
    regulatorAcc:
      'Федеральную службу по надзору в сфере связи, информационных технологий и массовых коммуникаций (Роскомнадзор)',
    consumerLaw: 'Закон Российской Федерации от 07.02.1992 № 2300-1 «О защите прав потребителей»',
    registrationNumberLabel: 'ОГРН',
  },
  kz: {
    variant: 'kz',
    countryGen: 'Республики Казахстан',
    storage: 'на территории Республики Казахстан',
    dataLaw: 'Закон Республики Казахстан от 21 мая 2013 года № 94-V «О персональных данных и их защите»',
    dataLawIns: 'Законом Республики Казахстан от 21 мая 2013 года № 94-V «О персональных данных и их защите»',
    dataLawShort: 'Закон № 94-V',
    regulatorAcc: 'уполномоченный орган в сфере защиты персональных данных Республики Казахстан',
    consumerLaw: 'Закон Республики Казахстан «О защите прав потребителей»',
    registrationNumberLabel: 'Регистрационный номер',
  },
};

/**
 * RU geo gets the Russian operator's texts; every other geo the Kazakhstan operator's. An empty
 * geo is the default country (RU), as on the server.
 */
export function variantForGeo(geo: string): LegalVariant {
  const country = geo.trim().toUpperCase() || DEFAULT_GEO;
  return country === 'RU' ? 'ru' : 'kz';
}
