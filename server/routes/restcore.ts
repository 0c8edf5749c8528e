import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { SportKind } from '../catalogues/sports.ts';
import { ref } from '../contract.ts';
import { type Catalogues, countriesIn, nameIn } from '../registration/catalogues.ts';

const BASE = '/restcore/api/External/v1/Web';

interface LanguageQuery {
  Querystring: { lng?: string };
}
type Request = FastifyRequest<LanguageQuery>;

interface SportRow {
  id: number;
  name: string;
  kind: SportKind;
}

interface Reference {
  readonly sports: readonly SportRow[];
  /** The languages the catalogues are named in (the languages table). */
  readonly languages: ReadonlySet<string>;
}

/**
 * The restcore reference calls: countries for pickers and the sports catalogue, named in `lng`,
 * else in the request's language as the other catalogue calls take it.
 */
export function restcoreRoutes(app: FastifyInstance, catalogues: () => Promise<Catalogues>) {
  // Like the other catalogues, these change only when the server seeds them: read once.
  let reference: Promise<Reference> | undefined;
  const referenceOnce = () =>
    (reference ??= (async () => {
      const sports = await app.db.query<SportRow>(
        "SELECT id, name, kind FROM sports WHERE kind <> 'dummy' ORDER BY id",
      );
      const languages = await app.db.query<{ code: string }>('SELECT code FROM languages');
      return { sports, languages: new Set(languages.map((l) => l.code)) };
    })().catch((error: unknown) => {
      reference = undefined;
      throw error;
    }));

  const languageOf = (request: Request) =>
    request.query.lng ?? app.settingsOf(request).variant.language;
  // They change only with a deploy. Without `lng` the language is the page's, so a shared cache
  // keys on what decides it (as the settings call does).
  const cacheable = (request: Request, reply: FastifyReply) => {
    void reply.header('cache-control', 'public, max-age=3600');
    if (request.query.lng === undefined)
      void reply.header('vary', 'host, x-forwarded-host, x-geo-country, x-lang');
  };

  // countriesIn keeps each language's list; a language the catalogues have no names in gets the
  // English names in its own order, sorted per request rather than kept for any two letters asked.
  const countriesFor = async (language: string) => {
    const all = await catalogues();
    if ((await referenceOnce()).languages.has(language)) return countriesIn(all, language);
    const collator = new Intl.Collator(language);
    return [...all.countries].sort((a, b) => collator.compare(a.name, b.name));
  };

  const schema = { querystring: ref('catalogues', 'restcoreLanguageQuery') };

  app.get<LanguageQuery>(`${BASE}/GetCountries`, { schema }, async (request, reply) => {
    const countries = await countriesFor(languageOf(request));
    cacheable(request, reply);
    return {
      data: countries.map((c) => ({
        id: c.id,
        name: c.name,
        code: c.alpha2.toLowerCase(),
        phoneCode: `+${c.phone_code}`,
      })),
    };
  });

  app.get<LanguageQuery>(`${BASE}/Sports`, { schema }, async (request, reply) => {
    const language = languageOf(request);
    const { names } = await catalogues();
    const { sports } = await referenceOnce();
    cacheable(request, reply);
    return {
      data: sports.map((s) => ({
        id: s.id,
        name: nameIn(names, 'sports', s, language),
        kind: s.kind,
      })),
    };
  });
}
