import type { LoadedSettings } from '@/config/settings-client.ts';
import { type ApiCall, apiCall } from '@/lib/api-client/first-answers';

import { getFooterQuestions } from './api/get-footer-questions';
import { getInformationLinks } from './api/get-information-links';
import { footerSectionOf } from './footer-section';
import { variantParamsOf } from './variant-params';

/**
 * The footer's two calls for a page — its section's questions, and the variant's information
 * links — for the footer's view and for the loader that asks before the first render alike.
 */
export function footerCalls(variant: LoadedSettings['variant'], pathname: string, host: string) {
  const params = { language: variant.language, ...variantParamsOf(variant) };
  return {
    questions: {
      endpoint: getFooterQuestions,
      input: params,
      pathParams: { section: footerSectionOf(pathname) },
    },
    links: { endpoint: getInformationLinks, input: { ...params, domain: host } },
  };
}

/** The footer's calls for a loader to make before the first render (FirstAnswers.prefetch). */
export function footerPrefetch(
  variant: LoadedSettings['variant'],
  pathname: string,
  host: string,
): readonly ApiCall[] {
  const { questions, links } = footerCalls(variant, pathname, host);
  return [
    apiCall(questions.endpoint, questions.input, questions.pathParams),
    apiCall(links.endpoint, links.input),
  ];
}
