/**
 * Russian names of the regions of Russia and Kazakhstan, keyed by GeoNames admin1 code
 * (admin1CodesASCII.txt), and of the countries we keep. Written by us; GeoNames has no
 * Russian region names in cities500.
 */

/** Subjects of the Russian Federation as GeoNames codes them (83 codes). */
export const RU_REGIONS: Readonly<Record<string, string>> = {
  '01': 'Республика Адыгея',
  '03': 'Республика Алтай',
  '04': 'Алтайский край',
  '05': 'Амурская область',
  '06': 'Архангельская область',
  '07': 'Астраханская область',
  '08': 'Республика Башкортостан',
  '09': 'Белгородская область',
  '10': 'Брянская область',
  '11': 'Республика Бурятия',
  '12': 'Чеченская Республика',
  '13': 'Челябинская область',
  '15': 'Чукотский автономный округ',
  '16': 'Чувашская Республика',
  '17': 'Республика Дагестан',
  '19': 'Республика Ингушетия',
  '20': 'Иркутская область',
  '21': 'Ивановская область',
  '22': 'Кабардино-Балкарская Республика',
  '23': 'Калининградская область',
  '24': 'Республика Калмыкия',
  '25': 'Калужская область',
  '27': 'Карачаево-Черкесская Республика',
  '28': 'Республика Карелия',
  '29': 'Кемеровская область',
  '30': 'Хабаровский край',
  '31': 'Республика Хакасия',
  '32': 'Ханты-Мансийский автономный округ — Югра',
  '33': 'Кировская область',
  '34': 'Республика Коми',
  '37': 'Костромская область',
  '38': 'Краснодарский край',
  '40': 'Курганская область',
  '41': 'Курская область',
  '42': 'Ленинградская область',
  '43': 'Липецкая область',
  '44': 'Магаданская область',
  '45': 'Республика Марий Эл',
  '46': 'Республика Мордовия',
  '47': 'Московская область',
  '48': 'Москва',
  '49': 'Мурманская область',
  '50': 'Ненецкий автономный округ',
  '51': 'Нижегородская область',
  '52': 'Новгородская область',
  '53': 'Новосибирская область',
  '54': 'Омская область',
  '55': 'Оренбургская область',
  '56': 'Орловская область',
  '57': 'Пензенская область',
  '59': 'Приморский край',
  '60': 'Псковская область',
  '61': 'Ростовская область',
  '62': 'Рязанская область',
  '63': 'Республика Саха (Якутия)',
  '64': 'Сахалинская область',
  '65': 'Самарская область',
  '66': 'Санкт-Петербург',
  '67': 'Саратовская область',
  '68': 'Республика Северная Осетия — Алания',
  '69': 'Смоленская область',
  '70': 'Ставропольский край',
  '71': 'Свердловская область',
  '72': 'Тамбовская область',
  '73': 'Республика Татарстан',
  '75': 'Томская область',
  '76': 'Тульская область',
  '77': 'Тверская область',
  '78': 'Тюменская область',
  '79': 'Республика Тыва',
  '80': 'Удмуртская Республика',
  '81': 'Ульяновская область',
  '83': 'Владимирская область',
  '84': 'Волгоградская область',
  '85': 'Вологодская область',
  '86': 'Воронежская область',
  '87': 'Ямало-Ненецкий автономный округ',
  '88': 'Ярославская область',
  '89': 'Еврейская автономная область',
  '90': 'Пермский край',
  '91': 'Красноярский край',
  '92': 'Камчатский край',
  '93': 'Забайкальский край',
};

/**
 * Regions of Kazakhstan: 17 regions, the 3 cities of republican significance and Baikonur.
 * The 2022 regions (Abai, Jetisu, Ulytau) have GeoNames ids as codes; their official Russian
 * names are 'область Абай', 'область Жетісу' (written Жетысу in Russian) and 'область Ұлытау'.
 */
export const KZ_REGIONS: Readonly<Record<string, string>> = {
  '01': 'Алматинская область',
  '02': 'Алматы',
  '03': 'Акмолинская область',
  '04': 'Актюбинская область',
  '05': 'Астана',
  '06': 'Атырауская область',
  '07': 'Западно-Казахстанская область',
  '08': 'Байконур',
  '09': 'Мангистауская область',
  '10': 'Туркестанская область',
  '11': 'Павлодарская область',
  '12': 'Карагандинская область',
  '13': 'Костанайская область',
  '14': 'Кызылординская область',
  '15': 'Восточно-Казахстанская область',
  '16': 'Северо-Казахстанская область',
  '17': 'Жамбылская область',
  '1537272': 'Шымкент',
  '12510143': 'область Абай',
  '12510144': 'область Жетысу',
  '12510145': 'область Улытау',
};

const ABAI = '12510143';
const JETISU = '12510144';
const ULYTAU = '12510145';

/**
 * Places GeoNames still files under their pre-2022 region (or under '00', unknown), by
 * geonameid → admin1 code of the region they belong to now. Districts moved in 2022:
 * Jetisu took Aksu, Alakol, Eskeldi, Karatal, Kerbulak, Koksu, Panfilov and Sarkand districts
 * from Almaty region; Abai took Abai, Aksuat, Ayagoz, Beskaragai, Borodulikha, Zharma,
 * Kokpekty and Urzhar districts and Kurchatov from East Kazakhstan; Ulytau took Zhanaarka and
 * Ulytau districts and Karazhal from Karaganda region.
 */
export const KZ_REGION_FIXES: ReadonlyMap<number, string> = new Map([
  // → Jetisu
  [1519691, JETISU], // Sarkand
  [1517637, JETISU], // Ushtobe (Karatal district)
  [1518296, JETISU], // Tekeli
  [1521333, JETISU], // Lepsy (Sarkand district)
  [1521079, JETISU], // Matay (Aksu district)
  [1520831, JETISU], // Mulaly (Koksu district)
  [1522642, JETISU], // Kirovskiy / Balpyk Bi (Koksu district)
  [1524537, JETISU], // Druzhba / Dostyk (Alakol district)
  [1520253, JETISU], // Zharkent (Panfilov district)
  [1519580, JETISU], // Saryozek (Kerbulak district)
  // → Abai
  [1525988, ABAI], // Ayagoz
  [1525199, ABAI], // Besqaraghay
  [1525134, ABAI], // Borodulikha
  [1519936, ABAI], // Karaaul (Abai district)
  [1520885, ABAI], // Kurchatov
  [1517721, ABAI], // Urzhar
  [1526268, ABAI], // Aqtoghay (Ayagoz district)
  [1516984, ABAI], // Zhalghyztobe (Zharma district)
  [1524245, ABAI], // Kalbatau (Zharma district)
  [1519275, ABAI], // Shar (Zharma district)
  [1518687, ABAI], // Suykbulak (Zharma district)
  [1526021, ABAI], // Auezov (Zharma district)
  [1525223, ABAI], // Boko (Zharma district)
  [1520656, ABAI], // Novaya Shul'ba (Borodulikha district)
  [1516590, ABAI], // Zhezkent (Borodulikha district)
  [1522505, ABAI], // Kokpekty
  [1522503, ABAI], // Kokpekty (filed under '00')
  [1526650, ABAI], // Aksuat
  // → Ulytau
  [1519935, ULYTAU], // Qarazhal
  [1526041, ULYTAU], // Atasu (Zhanaarka district)
  [1537909, ULYTAU], // Shubarkol (Ulytau district)
  // Filed under '00'
  [607510, '06'], // Zhumysker, a suburb of Atyrau
  [609965, '07'], // Dzhangala
]);

/** Region of a place, or '' when we do not name regions for its country. */
export function regionOf(countryCode: string, admin1: string, geonameId: number): string {
  if (countryCode === 'RU') return RU_REGIONS[admin1] ?? '';
  if (countryCode === 'KZ') return KZ_REGIONS[KZ_REGION_FIXES.get(geonameId) ?? admin1] ?? '';
  return '';
}

/** Where ICU's Russian country name is not the one people use ('Киргизия', 'Соединенные Штаты'). */
const COUNTRY_NAME_OVERRIDES: Readonly<Record<string, string>> = {
  KG: 'Кыргызстан',
  US: 'США',
  GB: 'Великобритания',
  KR: 'Южная Корея',
  KP: 'КНДР',
  CD: 'ДР Конго',
  CG: 'Республика Конго',
  CZ: 'Чехия',
  MK: 'Северная Македония',
  PS: 'Палестина',
  FM: 'Микронезия',
  VA: 'Ватикан',
};

const displayNames = new Intl.DisplayNames(['ru'], { type: 'region', fallback: 'none' });

/** Russian name of a country by its ISO code, or null when neither table nor ICU has one. */
export function countryNameRu(code: string): string | null {
  const name = COUNTRY_NAME_OVERRIDES[code] ?? displayNames.of(code);
  if (!name) return null;
  // ICU abbreviates and annotates ('Маршалловы о-ва', 'Мьянма (Бирма)'); a form field should not.
  return name
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/(^|\s)о-ва(?=\s|$)/g, '$1Острова')
    .replace(/(^|\s)о-в(?=\s|$)/g, '$1остров');
}
