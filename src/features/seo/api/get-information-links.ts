import { defineEndpoint } from '@/lib/api-client/endpoint';
import type {
  InformationLink,
  InformationLinksResponse,
  SeoTextQuery,
} from '@/lib/api-contract/generated/api-types.ts';

/** The variant's information pages as footer links (title, app path), in the language asked for. */
export const getInformationLinks = defineEndpoint<
  SeoTextQuery,
  InformationLinksResponse,
  readonly InformationLink[]
>({
  url: '/web-api/external-api/seo/information/links',
  params: {
    language: { type: 'string' },
    domain: { type: 'string' },
    partner: { type: 'string' },
    country: { type: 'string' },
  },
  noParallel: true,
  transform: (raw) => raw.data.attributes.links,
});
