import { useOutletContext } from 'react-router';

/** An office section the variant enables and the app has built, with its path under /office/. */
export interface OfficeSectionLink {
  readonly key: string;
  readonly path: string;
}

/** What the office page hands its open section (OfficePage's outlet context). */
export interface OfficeOutletContext {
  readonly sections: readonly OfficeSectionLink[];
}

/** The office's sections, in menu order: a section links only to those that exist. */
export const useOfficeSections = (): readonly OfficeSectionLink[] =>
  useOutletContext<OfficeOutletContext | undefined>()?.sections ?? [];
