import { useState } from 'react';
import { ConsentCheckbox } from '../components/consent-checkbox.tsx';
import {
  EMPTY_FULL_NAME,
  type FullName,
  FullNameFields,
  formatFullName,
  isFullNameFilled,
} from '../components/full-name-fields.tsx';
import { LegalArticle } from '../components/legal-article.tsx';
import { DefinitionList, LegalSections } from '../components/legal-sections.tsx';
import { RichText } from '../components/rich-text.tsx';
import { type LegalContext, useLegalContext } from '../model/legal-context.ts';
import { numberSections } from '../model/numbering.ts';
import { consentKz, consentKzIntro } from '../texts/consent/kz.ts';
import { consentRu, consentRuIntro } from '../texts/consent/ru.ts';
import { operatorDetails } from '../texts/shared.ts';
import '../components/legal-section.css';
import './personal-agreement-page.css';

const TITLE = 'Согласие на обработку персональных данных';

function Lead() {
  return (
    <p>
      Это согласие вы даёте при регистрации, отмечая флажок согласия. Здесь можно заранее прочитать его полный
      текст.
    </p>
  );
}

function OperatorContacts({ ctx }: { ctx: LegalContext }) {
  return (
    <section className="legal-section legal-contacts" aria-labelledby="consent-contacts-title">
      <h2 className="legal-section__title" id="consent-contacts-title">
        Контакты оператора
      </h2>
      <DefinitionList items={operatorDetails(ctx)} />
    </section>
  );
}

function ConsentRu({ ctx }: { ctx: LegalContext }) {
  const [name, setName] = useState<FullName>(EMPTY_FULL_NAME);
  const filled = isFullNameFilled(name);
  return (
    <LegalArticle title={TITLE} lead={<Lead />}>
      <FullNameFields value={name} onChange={setName} />
      <p className="legal-intro">
        <RichText value={consentRuIntro(ctx, formatFullName(name))} />
      </p>
      <LegalSections sections={numberSections('consent', consentRu(ctx))} />
      <ConsentCheckbox
        blockedReason={filled ? undefined : 'Чтобы отметить согласие, заполните фамилию, имя и отчество.'}
      />
      <OperatorContacts ctx={ctx} />
    </LegalArticle>
  );
}

function ConsentKz({ ctx }: { ctx: LegalContext }) {
  return (
    <LegalArticle title={TITLE} lead={<Lead />}>
      <p className="legal-intro">
        <RichText value={consentKzIntro(ctx)} />
      </p>
      <LegalSections sections={numberSections('consent', consentKz(ctx))} />
      <ConsentCheckbox />
      <OperatorContacts ctx={ctx} />
    </LegalArticle>
  );
}

/** /personal-agreement — the consent to personal data processing for the visitor's geo. */
export function PersonalAgreementPage() {
  const ctx = useLegalContext();
  return ctx.variant === 'ru' ? <ConsentRu ctx={ctx} /> : <ConsentKz ctx={ctx} />;
}
