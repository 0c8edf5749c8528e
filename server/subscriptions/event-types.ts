import type { PlayModel } from '../feed/sim/models.ts';
import type { Moment } from '../feed/sim/play.ts';

/** What a player may subscribe to in a game; ids are the contract's (schemas/api/subscriptions.json). */
export const EVENT_TYPES = {
  goal: 1,
  redCard: 2,
  periodStart: 3,
  periodEnd: 4,
  gameEnd: 5,
  setEnd: 6,
} as const;

export type EventTypeId = (typeof EVENT_TYPES)[keyof typeof EVENT_TYPES];

type Language = 'en' | 'ru' | 'pt' | 'kk' | 'ar';

/** Each event type's key and its name in the sample languages (others read English). */
const EVENT_NAMES: Record<EventTypeId, { key: string } & Record<Language, string>> = {
  1: { key: 'goal', en: 'Goal', ru: 'Гол', pt: 'Gol', kk: 'Гол', ar: 'هدف' },
  2: {
    key: 'red-card',
    en: 'Red card',
    ru: 'Красная карточка',
    pt: 'Cartão vermelho',
    kk: 'Қызыл қағаз',
    ar: 'بطاقة حمراء',
  },
  3: {
    key: 'period-start',
    en: 'Start of a period',
    ru: 'Начало периода',
    pt: 'Início do período',
    kk: 'Кезеңнің басталуы',
    ar: 'بداية الشوط',
  },
  4: {
    key: 'period-end',
    en: 'End of a period',
    ru: 'Окончание периода',
    pt: 'Fim do período',
    kk: 'Кезеңнің аяқталуы',
    ar: 'نهاية الشوط',
  },
  5: {
    key: 'game-end',
    en: 'End of the game',
    ru: 'Окончание матча',
    pt: 'Fim do jogo',
    kk: 'Ойынның аяқталуы',
    ar: 'نهاية المباراة',
  },
  6: {
    key: 'set-end',
    en: 'End of a set',
    ru: 'Окончание сета',
    pt: 'Fim do set',
    kk: 'Сеттің аяқталуы',
    ar: 'نهاية المجموعة',
  },
};

export const eventKeyOf = (type: EventTypeId) => EVENT_NAMES[type].key;

export function eventNameOf(type: EventTypeId, language: string): string {
  const names = EVENT_NAMES[type];
  return language in names ? names[language as Language] : names.en;
}

/** The simulator shows cards only in low-scoring goal sports (play.ts): red cards exist there alone. */
const hasCards = (model: PlayModel) => model.kind === 'goals' && model.meanTotal < 10;

/**
 * The event types of a sport's play model: goals sports a goal, a red card (where cards are shown),
 * each period's start and end and the final whistle; sports of many points only the periods and
 * the end (a toast for every basket would be noise); rally sports each set's end and the game's.
 */
export function eventTypesOf(model: PlayModel): EventTypeId[] {
  const { goal, redCard, periodStart, periodEnd, gameEnd, setEnd } = EVENT_TYPES;
  if (model.kind === 'rally') return [setEnd, gameEnd];
  if (model.kind === 'points') return [periodStart, periodEnd, gameEnd];
  return hasCards(model)
    ? [goal, redCard, periodStart, periodEnd, gameEnd]
    : [goal, periodStart, periodEnd, gameEnd];
}

/** Which event type a moment of play is, if any. */
export function eventTypeOfMoment(model: PlayModel, moment: Moment): EventTypeId | undefined {
  switch (moment.kind) {
    case 'goal':
      return model.kind === 'goals' ? EVENT_TYPES.goal : undefined;
    case 'red-card':
      return EVENT_TYPES.redCard;
    case 'period-start':
      return model.kind === 'rally' ? undefined : EVENT_TYPES.periodStart;
    case 'period-end':
      return model.kind === 'rally' ? EVENT_TYPES.setEnd : EVENT_TYPES.periodEnd;
    case 'end':
      return EVENT_TYPES.gameEnd;
    default:
      return undefined;
  }
}

/** Whether a number is one of the event type ids. */
export const isEventType = (value: number): value is EventTypeId => value in EVENT_NAMES;
