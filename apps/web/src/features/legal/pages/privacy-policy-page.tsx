import { LEGAL } from '@iskra/contract';
import { LegalArticle } from '../components/legal-article.tsx';
import { LegalSections, LegalToc } from '../components/legal-sections.tsx';
import { useLegalContext } from '../model/legal-context.ts';
import { numberSections } from '../model/numbering.ts';
import { privacyKz } from '../texts/privacy/kz.ts';
import { privacyRu } from '../texts/privacy/ru.ts';

/** /privacy-policy — the privacy policy of the operator for the visitor's geo. No forms. */
export function PrivacyPolicyPage() {
  const ctx = useLegalContext();
  const sections = numberSections('privacy', ctx.variant === 'ru' ? privacyRu(ctx) : privacyKz(ctx));
  return (
    <LegalArticle title="Политика конфиденциальности" date={LEGAL.privacyPolicyDate}>
      <LegalToc id="privacy-toc" sections={sections} />
      <LegalSections sections={sections} />
    </LegalArticle>
  );
}
