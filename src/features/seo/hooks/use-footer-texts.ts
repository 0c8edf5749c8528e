import { useState } from 'react';
import { useLocation } from 'react-router';

import { useLoadedSettings } from '@/config/use-settings.ts';
import type { FooterQuestion, InformationLink } from '@/lib/api-contract/generated/api-types.ts';
import { usePageHost } from '@/lib/page-context';

import { footerCalls } from '../footer-calls';
import { useSeoCall } from './use-seo-call';

const NO_QUESTIONS: readonly FooterQuestion[] = [];
const NO_LINKS: readonly InformationLink[] = [];

/** What the platform puts in the footer: the section's questions and the information links. */
export interface FooterTexts {
  readonly questions: readonly FooterQuestion[];
  readonly links: readonly InformationLink[];
}

/**
 * The footer's texts from the platform, undefined until both calls have first answered (a failed
 * call answers with none): the footer shows once, whole, rather than growing while the player
 * reads. Later (another section's questions on their way) it stays, with what has answered.
 */
export function useFooterTexts(): FooterTexts | undefined {
  const { pathname } = useLocation();
  const { variant } = useLoadedSettings();
  const { questions: q, links: l } = footerCalls(variant, pathname, usePageHost());
  const questions = useSeoCall('footer questions', q.endpoint, q.input, NO_QUESTIONS, q.pathParams);
  const links = useSeoCall('information links', l.endpoint, l.input, NO_LINKS);
  const ready = questions !== undefined && links !== undefined;
  const [shown, setShown] = useState(ready);
  if (ready && !shown) setShown(true);
  return ready || shown
    ? { questions: questions ?? NO_QUESTIONS, links: links ?? NO_LINKS }
    : undefined;
}
