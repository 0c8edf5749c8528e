import type { SiteSettings } from '../../src/config/generated/site-settings.types.ts';
import type {
  AnalyticsCounter,
  FooterQuestion,
  InformationLink,
} from '../../src/lib/api-contract/generated/api-types.ts';
import type { DictionarySet } from '../i18n/dictionaries.ts';
import { serverText } from '../i18n/server-text.ts';
import { servedLanguageOf } from './page-metadata.ts';

const INFO_DICTIONARY = '2';
/** Far more than any footer shows; only stops the count on a broken dictionary. */
const MAX_QUESTIONS = 50;

/** A key of the info dictionary in a language, or undefined when neither it nor English has it. */
function infoText(dictionaries: DictionarySet, language: string, key: string): string | undefined {
  const text = serverText(dictionaries, language, key, {}, INFO_DICTIONARY);
  return text === key ? undefined : text;
}

/**
 * A section's footer questions: `faq_{section}_{n}_question` / `_answer` of the info dictionary,
 * n = 1, 2, … while both exist. Operators add a question by adding the two keys; a section without
 * any has none.
 */
export function footerQuestionsFor(
  settings: SiteSettings,
  asked: string,
  section: string,
  dictionaries: DictionarySet,
): FooterQuestion[] {
  const language = servedLanguageOf(settings, asked);
  const questions: FooterQuestion[] = [];
  for (let n = 1; n <= MAX_QUESTIONS; n++) {
    const question = infoText(dictionaries, language, `faq_${section}_${n}_question`);
    const answer = infoText(dictionaries, language, `faq_${section}_${n}_answer`);
    if (!question || !answer) break;
    questions.push({ question, answer });
  }
  return questions;
}

/** The variant's information pages in menu order, titled in the language, as app paths. */
export function informationLinksFor(
  settings: SiteSettings,
  asked: string,
  dictionaries: DictionarySet,
): InformationLink[] {
  const language = servedLanguageOf(settings, asked);
  return settings.informationConfig.pages.map((page) => ({
    title: infoText(dictionaries, language, `info_${page}_title`) ?? page,
    url: `/${language}/information/${page}`,
  }));
}

/** The variant's counters, for its own project only (another project id has none here). */
export function analyticsCountersFor(
  settings: SiteSettings,
  projectId: string,
): AnalyticsCounter[] {
  if (Number(projectId) !== settings.globalConfig.ref_id) return [];
  return settings.otherConfig.analytics_counters.map(({ id, name, script_url }) => ({
    id,
    name,
    scriptUrl: script_url,
  }));
}
