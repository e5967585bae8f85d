import { type RateId, TARIFFS, type Tariff } from '@iskra/contract';
import { formatPeriod, formatRub } from '../../model/format.ts';
import type { LegalTable } from '../../model/types.ts';

/** Order in which the tariffs are listed: Premium first, then VIP. */
const ORDER: readonly RateId[] = ['rate7', 'rate8', 'rate9', 'rate10', 'rate6'];

function firstCharge(tariff: Tariff): string {
  const price = formatRub(tariff.price);
  if (tariff.discountPercent > 0) {
    return `${price} (скидка ${tariff.discountPercent}\u00a0% от ${formatRub(tariff.renewalPrice)})`;
  }
  return price;
}

/** The price list of the user agreement, built from the contract's tariffs. */
export function tariffTable(): LegalTable {
  return {
    caption: 'Тарифы на платные услуги (цены в российских рублях)',
    head: ['Тариф', 'Первый период', 'Первый платёж', 'Каждое продление'],
    rows: ORDER.map((id) => {
      const tariff = TARIFFS[id];
      return [
        tariff.label,
        formatPeriod(tariff.period),
        firstCharge(tariff),
        `${formatRub(tariff.renewalPrice)} за ${formatPeriod(tariff.renewalPeriod)}`,
      ];
    }),
  };
}
