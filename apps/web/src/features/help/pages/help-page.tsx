import * as ru from '../../../i18n/ru.ts';
import { useSiteInfo } from '../../../shared/site-info.tsx';
import { Card } from '../../../ui/card/card.tsx';
import { PageLayout } from '../../../ui/page-layout/page-layout.tsx';
import { FaqList } from '../components/faq-list.tsx';
import { FeedbackForm } from '../components/feedback-form.tsx';
import { faqItems } from '../texts/faq.ts';
import './help-page.css';

/** /help: frequent questions and the contact form (core-application §2, §5). */
export function HelpPage() {
  const { supportEmail, operator } = useSiteInfo();
  const t = ru.help;
  return (
    <PageLayout title={t.title} subtitle={t.lead}>
      <div className="help">
        <section className="help__faq" aria-labelledby="help-faq-title">
          <div className="help__section-head">
            <h2 id="help-faq-title" className="help__heading">
              {t.faqTitle}
            </h2>
            <a className="help__jump" href="#contact">
              {t.contactTitle}
            </a>
          </div>
          <FaqList items={faqItems({ supportEmail, operator })} />
        </section>
        <Card as="section" className="help__contact" aria-labelledby="contact" padding="md">
          <h2 id="contact" className="help__heading" tabIndex={-1}>
            {t.contactTitle}
          </h2>
          <p className="help__contact-lead">{t.contactLead}</p>
          <FeedbackForm />
          <p className="help__direct">
            {t.directEmail}
            <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
          </p>
        </Card>
      </div>
    </PageLayout>
  );
}
