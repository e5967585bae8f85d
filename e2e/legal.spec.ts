import { expect, type Page, test } from '@playwright/test';
import type { Operator, SiteInfo } from '../packages/contract/src/entities.ts';
import { acceptCookies } from './support/cookies.ts';
import { expectNoHorizontalScroll } from './support/layout.ts';
import { saveScreenshot } from './support/screenshots.ts';

// Issue 7: the legal and information pages render the Russian operator's variant for geo RU
// (the default of the real server) and the Kazakhstan operator's variant for any other geo.
// The KZ visitor is simulated by answering GET /api/helpers/site-info with geo 'KZ'.

/** A Kazakhstan operator as the server would send it for geo KZ (fictional company). */
const KZ_OPERATOR: Operator = {
  name: 'ТОО «Искра Тест KZ»',
  taxIdLabel: 'БИН',
  taxId: '220540099990',
  address: '010000, Республика Казахстан, г. Астана, пр. Мангилик Ел, д. 55, офис 12',
  email: 'legal-kz@iskra.test',
};

interface LegalPage {
  path: string;
  title: string;
  heading: string;
  /** Text that only the Russian variant shows, and its Kazakhstan counterpart. */
  ru?: string;
  kz?: string;
}

const PAGES: readonly LegalPage[] = [
  {
    path: 'terms',
    title: 'Пользовательское соглашение — Искра',
    heading: 'Пользовательское соглашение',
    ru: 'Российской Федерации',
    kz: 'Республики Казахстан',
  },
  {
    path: 'privacy-policy',
    title: 'Политика конфиденциальности — Искра',
    heading: 'Политика конфиденциальности',
    ru: '152-ФЗ',
    kz: '94-V',
  },
  {
    path: 'personal-agreement',
    title: 'Согласие на обработку персональных данных — Искра',
    heading: 'Согласие на обработку персональных данных',
    ru: '152-ФЗ',
    kz: '94-V',
  },
  {
    path: 'cookies',
    title: 'Политика cookie — Искра',
    heading: 'Политика использования файлов cookie',
    ru: 'на территории Российской Федерации',
    kz: 'на территории Республики Казахстан',
  },
  { path: 'confidential', title: 'Искра', heading: 'Правила безопасности' },
  {
    path: 'about',
    title: 'О нас — Искра',
    heading: 'О нас',
    ru: 'законодательству Российской Федерации',
    kz: 'законодательству Республики Казахстан',
  },
];

/** The real site info of this server, with the geo and operator of a visitor from Kazakhstan. */
async function pretendKazakhstan(page: Page): Promise<void> {
  await page.route('**/api/helpers/site-info', async (route) => {
    const response = await route.fetch();
    const info = (await response.json()) as SiteInfo;
    await route.fulfill({ response, json: { ...info, geo: 'KZ', operator: KZ_OPERATOR } });
  });
}

function article(page: Page) {
  return page.getByRole('main').getByRole('article');
}

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL);
});

for (const legal of PAGES) {
  test(`${legal.path}: the Russian variant by default, the Kazakhstan one for geo KZ`, async ({
    page,
    request,
  }, testInfo) => {
    const siteInfo = (await (await request.get('/api/helpers/site-info')).json()) as SiteInfo;
    expect(siteInfo.geo).toBe('RU');
    const ruOperator = siteInfo.operator;

    await page.goto(legal.path);
    await expect(page.getByRole('heading', { level: 1, name: legal.heading })).toBeVisible();
    await expect(page).toHaveTitle(legal.title);
    await expect(article(page)).toContainText(ruOperator.name);
    await expect(article(page)).not.toContainText(KZ_OPERATOR.name);
    if (legal.ru) await expect(article(page)).toContainText(legal.ru);
    if (legal.path === 'personal-agreement') {
      // Only the Russian consent asks for the full name before its checkbox.
      await expect(page.getByLabel('Фамилия')).toBeVisible();
    }
    await expectNoHorizontalScroll(page, `${legal.path} RU`);
    await saveScreenshot(page, testInfo, `legal ${legal.path} ru`);

    await pretendKazakhstan(page);
    await page.goto(legal.path);
    await expect(page.getByRole('heading', { level: 1, name: legal.heading })).toBeVisible();
    await expect(article(page)).toContainText(KZ_OPERATOR.name);
    await expect(article(page)).not.toContainText(ruOperator.name);
    if (legal.kz) await expect(article(page)).toContainText(legal.kz);
    if (legal.path === 'personal-agreement') {
      await expect(article(page)).toContainText(KZ_OPERATOR.email);
      await expect(page.getByLabel('Фамилия')).toHaveCount(0);
    }
    await expectNoHorizontalScroll(page, `${legal.path} KZ`);
    await saveScreenshot(page, testInfo, `legal ${legal.path} kz`);
  });
}
