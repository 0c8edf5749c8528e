import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

import type { FooterQuestion } from '@/lib/api-contract/generated/api-types.ts';

import { footerSectionOf } from '../footer-section';

/**
 * One question as a native disclosure: keyboard and screen readers get open/closed for free, and a
 * summary is no button to role queries, so a question's words never clash with the page's buttons.
 */
function Question({ item }: { readonly item: FooterQuestion }) {
  return (
    <li className="faq__item">
      <details>
        <summary className="faq__question">{item.question}</summary>
        <p className="faq__answer">{item.answer}</p>
      </details>
    </li>
  );
}

/** The platform's questions and answers for the current section, in the footer; nothing when it has none (or failed). */
export function FooterQuestions({ questions }: { readonly questions: readonly FooterQuestion[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const section = footerSectionOf(pathname);
  if (questions.length === 0) return null;
  return (
    <section className="site-footer__faq faq" aria-labelledby="footer-faq-title">
      <h2 id="footer-faq-title">{t('footer_faq_title')}</h2>
      <ul>
        {questions.map((item) => (
          <Question key={`${section}:${item.question}`} item={item} />
        ))}
      </ul>
    </section>
  );
}
