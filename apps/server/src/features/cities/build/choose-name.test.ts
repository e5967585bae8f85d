import { describe, expect, it } from 'vitest';
import {
  bgnToCyrillic,
  chooseRussianName,
  cleanCandidate,
  type GeoNamesPlace,
  isDeclinedForm,
  scoreCandidates,
} from './choose-name.ts';
import { NAME_OVERRIDES } from './overrides.ts';
import { countryNameRu, KZ_REGIONS, RU_REGIONS, regionOf } from './regions.ts';

/** Alternate names as cities500 lists them (Cyrillic ones complete, Latin ones abridged). */
const MOSCOW: GeoNamesPlace = {
  id: 524901,
  asciiName: 'Moscow',
  countryCode: 'RU',
  alternateNames: [
    'Maskva',
    'Moscou',
    'Moscow',
    'Moskau',
    'Moskova',
    'Moskva',
    'Moskvy',
    'Moskve',
    'Məskəү',
    'Мæскуы',
    'Маскав',
    'Масква',
    'Москва',
    'Москве',
    'Москвы',
    'Москова',
    'Москох',
    'Москъва',
    'Мускав',
    'Муско',
    'Мәскеу',
    'Мәскәү',
  ],
};

const SAINT_PETERSBURG: GeoNamesPlace = {
  id: 498817,
  asciiName: 'Saint Petersburg',
  countryCode: 'RU',
  alternateNames: [
    'Leningrad',
    'Piter',
    'Saint Petersburg',
    'Sankt-Peterburg',
    'St. Petersburg',
    'Бетъырбух',
    'Ленинград',
    'Петербург',
    'Петроград',
    'Питер',
    'СПб',
    'Санкт Петербург',
    'Санкт Петерзбург',
    'Санкт-Петербург',
  ],
};

const ALMATY: GeoNamesPlace = {
  id: 1526384,
  asciiName: 'Almaty',
  countryCode: 'KZ',
  alternateNames: ['Alma-Ata', 'Almaty', 'Almati', 'Алма-Ата', 'Алмаато', 'Алмати', 'Алматы'],
};

const ORAL: GeoNamesPlace = {
  id: 608668,
  asciiName: 'Oral',
  countryCode: 'KZ',
  alternateNames: ['Oral', 'Ural’sk', 'Uralsk', 'Орал', 'Уралск', 'Уральск', 'Уральськ', 'Җаек'],
};

const ASTANA: GeoNamesPlace = {
  id: 1526273,
  asciiName: 'Astana',
  countryCode: 'KZ',
  alternateNames: [
    'Akmola',
    'Astana',
    'Nur-Sultan',
    'Tselinograd',
    'Nұr-Sұltan',
    'Ак-Мола',
    'Акмола',
    'Акмолінськ',
    'Астана',
    'Нур-Солтан',
    'Нур-Султан',
    'Нұр-Сұлтан',
    'Остона',
    'Цілиноград',
  ],
};

/** The same place under an id without an override: what the heuristics alone choose. */
function unlisted(place: GeoNamesPlace): GeoNamesPlace {
  return { ...place, id: 0 };
}

function best(place: GeoNamesPlace): string | undefined {
  return scoreCandidates(place)[0]?.name;
}

describe('chooseRussianName', () => {
  it('picks Москва, not a declined or foreign form', () => {
    expect(chooseRussianName(MOSCOW)).toBe('Москва');
    const declined: GeoNamesPlace = {
      id: 0,
      asciiName: 'Moskva',
      countryCode: 'RU',
      alternateNames: ['Moskvy', 'Moskve', 'Москвы', 'Москве', 'Москва', 'Москвою'],
    };
    expect(chooseRussianName(declined)).toBe('Москва');
  });

  it('picks Санкт-Петербург with its hyphen', () => {
    expect(chooseRussianName(SAINT_PETERSBURG)).toBe('Санкт-Петербург');
    const declined: GeoNamesPlace = {
      id: 0,
      asciiName: 'Sankt-Peterburg',
      countryCode: 'RU',
      alternateNames: ['Санкт-Петербурга', 'Санкт-Петербург', 'Санкт-Петербурге', 'СПб'],
    };
    expect(chooseRussianName(declined)).toBe('Санкт-Петербург');
  });

  it('picks Алматы over Алма-Ата and the Ukrainian Алмати', () => {
    expect(chooseRussianName(ALMATY)).toBe('Алматы');
    expect(best(unlisted(ALMATY))).toBe('Алматы');
  });

  it('picks Уральск for Oral (the Kazakh Орал is closer to the ASCII name, hence the override)', () => {
    expect(best(unlisted(ORAL))).toBe('Орал');
    expect(chooseRussianName(ORAL)).toBe('Уральск');
  });

  it('picks Астана, not Нур-Султан or Акмола', () => {
    expect(chooseRussianName(ASTANA)).toBe('Астана');
    expect(best(unlisted(ASTANA))).toBe('Астана');
  });

  it('keeps Тула when the ASCII name backs it, although it looks like a genitive of the Mari Туло', () => {
    const tula: GeoNamesPlace = {
      id: 0,
      asciiName: 'Tula',
      countryCode: 'RU',
      alternateNames: ['Tula', 'Тулæ', 'Тулă', 'Тула', 'Туло'],
    };
    expect(chooseRussianName(tula)).toBe('Тула');
  });

  it('prefers the Russian soft sign and щ over Tatar, Belarusian and Bulgarian spellings', () => {
    const kazan: GeoNamesPlace = {
      id: 0,
      asciiName: 'Kazan',
      countryCode: 'RU',
      alternateNames: ['Kazan', 'Kazan’', 'Казан', 'Казань', 'Казань ош', 'Козань', 'Къазан', 'Қазан'],
    };
    expect(chooseRussianName(kazan)).toBe('Казань');
    const bratsk: GeoNamesPlace = {
      id: 0,
      asciiName: 'Bratsk',
      countryCode: 'RU',
      alternateNames: ['Bratsk', 'Братск', 'Братськ', 'Брацк'],
    };
    expect(chooseRussianName(bratsk)).toBe('Братск');
    const blagoveshchensk: GeoNamesPlace = {
      id: 0,
      asciiName: 'Blagoveshchensk',
      countryCode: 'RU',
      alternateNames: ['Благавешчанск', 'Благовешенск', 'Благовешченск', 'Благовещенск', 'Благовєщенськ'],
    };
    expect(chooseRussianName(blagoveshchensk)).toBe('Благовещенск');
  });

  it('maps Kazakh letters when a Kazakh spelling is all there is', () => {
    const place: GeoNamesPlace = {
      id: 0,
      asciiName: 'Zhalghyztobe',
      countryCode: 'KZ',
      alternateNames: ['Zhalghyztobe', 'Жалғызтөбе'],
    };
    expect(chooseRussianName(place)).toBe('Жалгызтобе');
  });

  it('returns null without a Russian-alphabet candidate', () => {
    const place: GeoNamesPlace = {
      id: 0,
      asciiName: 'Kyiv',
      countryCode: 'UA',
      alternateNames: ['Kyiv', 'Київ', 'Кіеў'],
    };
    expect(chooseRussianName(place)).toBeNull();
  });

  it('has an override for every hard case the brief lists', () => {
    const names = new Set(NAME_OVERRIDES.values());
    for (const name of [
      'Уральск',
      'Петропавловск',
      'Актау',
      'Усть-Каменогорск',
      'Семей',
      'Кокшетау',
      'Туркестан',
      'Нижний Новгород',
      'Ростов-на-Дону',
      'Санкт-Петербург',
      'Набережные Челны',
      'Великий Новгород',
      'Петропавловск-Камчатский',
      'Улан-Удэ',
      'Йошкар-Ола',
    ]) {
      expect(names.has(name), name).toBe(true);
    }
  });
});

describe('isDeclinedForm', () => {
  it('recognises case forms of nouns and adjectives', () => {
    expect(isDeclinedForm('Москвы', 'Москва')).toBe(true);
    expect(isDeclinedForm('Новосибирска', 'Новосибирск')).toBe(true);
    expect(isDeclinedForm('Нижнем Новгороде', 'Нижний Новгород')).toBe(true);
    expect(isDeclinedForm('Набережных Челнах', 'Набережные Челны')).toBe(true);
  });

  it('does not call a nominative declined', () => {
    expect(isDeclinedForm('Москва', 'Москвы')).toBe(false);
    expect(isDeclinedForm('Москва', 'Москва')).toBe(false);
    expect(isDeclinedForm('Омск', 'Томск')).toBe(false);
  });
});

describe('cleanCandidate', () => {
  it('strips type words and notes, refuses abbreviations and non-Russian letters', () => {
    expect(cleanCandidate('Город Москва')).toBe('Москва');
    expect(cleanCandidate('Петропавловск (Казахстан)')).toBe('Петропавловск');
    expect(cleanCandidate('СПб')).toBeNull();
    expect(cleanCandidate('Київ')).toBeNull();
    expect(cleanCandidate('Мәскеу')).toBeNull();
    expect(cleanCandidate('Moscow')).toBeNull();
  });
});

describe('bgnToCyrillic', () => {
  it('reverses the BGN romanisation of Russian names', () => {
    expect(bgnToCyrillic("Zavety Il'icha")).toBe('Заветы Ильича');
    expect(bgnToCyrillic('Verkh-Neyvinskiy')).toBe('Верх-Нейвинский');
    expect(bgnToCyrillic('Chistyye Bory')).toBe('Чистые Боры');
    expect(bgnToCyrillic('Rostov-na-Donu')).toBe('Ростов-на-Дону');
    expect(bgnToCyrillic("Elektrostal'")).toBe('Электросталь');
    expect(bgnToCyrillic('Zaysan')).toBe('Зайсан');
  });

  it('gives up on anything but letters', () => {
    expect(bgnToCyrillic('Im. Telmana Posyolok')).toBeNull();
    expect(bgnToCyrillic('Kiparisovo-2')).toBeNull();
  });
});

describe('regions', () => {
  it('names every Russian subject and Kazakh region GeoNames codes', () => {
    expect(Object.keys(RU_REGIONS)).toHaveLength(83);
    // 17 regions, Almaty, Astana, Shymkent and Baikonur.
    expect(Object.keys(KZ_REGIONS)).toHaveLength(21);
    expect(regionOf('RU', '47', 1)).toBe('Московская область');
    expect(regionOf('RU', '73', 1)).toBe('Республика Татарстан');
    expect(regionOf('KZ', '07', 608668)).toBe('Западно-Казахстанская область');
    expect(regionOf('KZ', '01', 1519691)).toBe('область Жетысу');
    expect(regionOf('UA', '26', 1)).toBe('');
  });

  it('names countries the way a Russian speaker expects', () => {
    expect(countryNameRu('RU')).toBe('Россия');
    expect(countryNameRu('KZ')).toBe('Казахстан');
    expect(countryNameRu('KG')).toBe('Кыргызстан');
    expect(countryNameRu('BY')).toBe('Беларусь');
    expect(countryNameRu('MH')).toBe('Маршалловы Острова');
  });
});
