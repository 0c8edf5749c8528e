import { defineEndpoint } from '@/lib/api-client/endpoint';
import type {
  FooterQuestion,
  FooterQuestionsResponse,
  SeoTextQuery,
} from '@/lib/api-contract/generated/api-types.ts';

/** A section's footer questions and answers (the section as a path segment), in the language asked for. */
export const getFooterQuestions = defineEndpoint<
  SeoTextQuery,
  FooterQuestionsResponse,
  readonly FooterQuestion[]
>({
  url: '/web-api/external-api/seo/questions/footer',
  pathParams: ['section'],
  params: {
    language: { type: 'string' },
    partner: { type: 'string' },
    country: { type: 'string' },
  },
  noParallel: true,
  transform: (raw) => raw.data.attributes.questions,
});
