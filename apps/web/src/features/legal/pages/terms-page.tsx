import { LEGAL } from '@iskra/contract';
import { LegalArticle } from '../components/legal-article.tsx';
import { LegalSections, LegalToc } from '../components/legal-sections.tsx';
import { useLegalContext } from '../model/legal-context.ts';
import { numberSections } from '../model/numbering.ts';
import { termsKz } from '../texts/terms/kz.ts';
import { termsRu } from '../texts/terms/ru.ts';

/** /terms — the user agreement of the operator for the visitor's geo. */
export function TermsPage() {
  const ctx = useLegalContext();
  const sections = numberSections('terms', ctx.variant === 'ru' ? termsRu(ctx) : termsKz(ctx));
  return (
    <LegalArticle
      kicker="Условия использования сервиса"
      title="Пользовательское соглашение"
      date={LEGAL.termsDate}
    >
      <LegalToc id="terms-toc" sections={sections} />
      <LegalSections sections={sections} />
    </LegalArticle>
  );
}
