import { InfoSections } from '../components/info-sections.tsx';
import { LegalArticle } from '../components/legal-article.tsx';
import { useLegalContext } from '../model/legal-context.ts';
import { aboutSections } from '../texts/about.ts';
import { SERVICE } from '../texts/shared.ts';

/** /about — what the service is, how it works and who runs it. */
export function AboutPage() {
  const ctx = useLegalContext();
  return (
    <LegalArticle
      title="О нас"
      lead={
        <p>
          {SERVICE} — место, где взрослые люди знакомятся, общаются и назначают встречи: ради дружбы,
          романтики, отношений или компании в путешествии.
        </p>
      }
    >
      <InfoSections idPrefix="about" sections={aboutSections(ctx)} />
    </LegalArticle>
  );
}
