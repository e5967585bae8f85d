import { LegalArticle } from '../components/legal-article.tsx';
import { LegalSections, LegalToc } from '../components/legal-sections.tsx';
import { useLegalContext } from '../model/legal-context.ts';
import { numberSections } from '../model/numbering.ts';
import { cookiePolicy } from '../texts/cookies/cookies.ts';

/** /cookies — the cookie policy. */
export function CookiesPage() {
  const ctx = useLegalContext();
  const sections = numberSections('cookies', cookiePolicy(ctx));
  return (
    <LegalArticle title="Политика использования файлов cookie">
      <LegalToc id="cookies-toc" sections={sections} />
      <LegalSections sections={sections} />
    </LegalArticle>
  );
}
