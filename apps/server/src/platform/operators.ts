/**
 * Demo operator (legal entity) details used when OPERATOR_* variables are not set. The
 * companies are fictional; their numbers are well-formed (valid check digits) so that forms
 * and receipts render realistically, but they belong to no real company.
 */
import type { Operator } from '@iskra/contract';

export const DEMO_OPERATORS: { RU: Operator; KZ: Operator } = {
  RU: {
    name: 'ООО «Искра Онлайн»',
    taxIdLabel: 'ИНН',
    taxId: '7704123450',
    registrationNumber: '1227700123452',
    address: '119019, г. Москва, ул. Новый Арбат, д. 11, стр. 1, офис 804',
    email: 'info@iskra.example',
  },
  KZ: {
    name: 'ТОО «Искра KZ»',
    taxIdLabel: 'БИН',
    taxId: '220540012343',
    address: '050000, Республика Казахстан, г. Алматы, пр. Абая, д. 52, офис 310',
    email: 'kz@iskra.example',
  },
};
