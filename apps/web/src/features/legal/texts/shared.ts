import type { LegalContext } from '../model/legal-context.ts';
import type { Definition, InlinePart } from '../model/types.ts';

export const SERVICE_NAME = 'Искра';
/** «Искра» in quotes, as it appears in running text. */
export const SERVICE = `«${SERVICE_NAME}»`;

/** The operator's details as a definition list (contact blocks, requisites). */
export function operatorDetails(ctx: LegalContext): Definition[] {
  const { operator, j } = ctx;
  const details: Definition[] = [
    { term: 'Наименование', value: operator.name },
    { term: operator.taxIdLabel, value: operator.taxId },
  ];
  if (operator.registrationNumber) {
    details.push({ term: j.registrationNumberLabel, value: operator.registrationNumber });
  }
  details.push(
    { term: 'Адрес', value: operator.address },
    { term: 'Электронная почта', value: [{ mail: operator.email }] },
  );
  return details;
}

/** «ООО "Пример" (ИНН 7700000000, адрес: …)» for the first mention of the operator. */
export function operatorInline(ctx: LegalContext): string {
  const { operator, j } = ctx;
  const registration = operator.registrationNumber
    ? `, ${j.registrationNumberLabel} ${operator.registrationNumber}`
    : '';
  return `${operator.name} (${operator.taxIdLabel} ${operator.taxId}${registration}, адрес: ${operator.address})`;
}

/** The site address as an outside link. */
export function siteLink(ctx: LegalContext): InlinePart {
  return { href: ctx.publicUrl, text: ctx.publicUrl };
}
