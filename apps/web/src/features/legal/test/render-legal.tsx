import type { SiteInfo } from '@iskra/contract';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { SiteInfoContext } from '../../../shared/site-info.tsx';

/** Site info as the server sends it for a Russian visitor. */
export const RU_SITE: SiteInfo = {
  geo: 'RU',
  operator: {
    name: 'ООО «Тестовый оператор»',
    taxIdLabel: 'ИНН',
    taxId: '7701234567',
    registrationNumber: '1227700000001',
    address: '125009, г. Москва, ул. Примерная, д. 1',
    email: 'privacy-ru@example.test',
  },
  supportEmail: 'support@example.test',
  publicUrl: 'https://iskra.example.test',
  paymentsSandbox: false,
  metrikaId: null,
  errorReporting: null,
};

/** Site info for a visitor from Kazakhstan: the Kazakhstan operator. */
export const KZ_SITE: SiteInfo = {
  geo: 'KZ',
  operator: {
    name: 'ТОО «Тестовый оператор KZ»',
    taxIdLabel: 'БИН',
    taxId: '220140012345',
    address: '050000, г. Алматы, пр. Примерный, 10',
    email: 'privacy-kz@example.test',
  },
  supportEmail: 'support@example.test',
  publicUrl: 'https://iskra.example.test',
  paymentsSandbox: false,
  metrikaId: null,
  errorReporting: null,
};

/** Any other country also gets the Kazakhstan operator. */
export const BY_SITE: SiteInfo = { ...KZ_SITE, geo: 'BY' };

export function renderLegal(ui: ReactElement, site: SiteInfo) {
  return render(
    <SiteInfoContext.Provider value={site}>
      <MemoryRouter>{ui}</MemoryRouter>
    </SiteInfoContext.Provider>,
  );
}

/** The whole visible text of the rendered page (whitespace, incl. no-break spaces, collapsed). */
export function pageText(container: HTMLElement): string {
  return (container.textContent ?? '').replace(/\s+/g, ' ');
}
