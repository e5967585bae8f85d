import { Link } from 'react-router';
import { InfoSections } from '../components/info-sections.tsx';
import { LegalArticle } from '../components/legal-article.tsx';
import { useLegalContext } from '../model/legal-context.ts';
import { safetyRules } from '../texts/confidential.ts';
import './confidential-page.css';

/** /confidential — practical security rules. */
export function ConfidentialPage() {
  const ctx = useLegalContext();
  return (
    <LegalArticle
      title="Правила безопасности"
      lead={
        <p>
          Почти все, кого вы встретите в «Искре», пришли сюда за тем же, что и вы, — за знакомством. Но
          мошенники тоже умеют писать приятные сообщения. Шесть простых правил помогут общаться спокойно и не
          потерять ни деньги, ни аккаунт.
        </p>
      }
    >
      <InfoSections idPrefix="safety" numbered sections={safetyRules(ctx)} />
      <p className="legal-closing">
        Остались вопросы? Напишите нам через <Link to="/help">страницу помощи</Link>. Сервис предоставляет{' '}
        {ctx.operator.name}. Безопасного общения и приятных знакомств!
      </p>
    </LegalArticle>
  );
}
