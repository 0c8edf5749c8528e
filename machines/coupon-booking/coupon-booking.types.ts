/** The booking machine's types: sharing a coupon under a code and loading one by its code. */
import type { Selection } from '@/lib/selections/selections';

import type { MachineError } from '../machine-error';

/** 0 single(s), 1 express, 2 system (the platform's vid). */
export type Vid = 0 | 1 | 2;

/** What SaveCoupon keeps: the kind and the outcomes at the prices shown. */
export interface SharedCoupon {
  readonly vid: Vid;
  /** k of a system. */
  readonly expressNum?: number;
  readonly couponEvents: readonly Pick<Selection, 'gameId' | 'g' | 't' | 'p' | 'pe' | 'c'>[];
}

/** A saved selection that cannot go on the slip now: as saved, with the platform's reason. */
export type MissingSelection = Selection & { readonly reason: string };

/** A saved coupon as loaded: what goes on the slip, and what could not. */
export interface LoadedCoupon {
  readonly code: string;
  readonly vid: Vid;
  readonly expressNum: number | null;
  readonly selections: readonly Selection[];
  readonly missing: readonly MissingSelection[];
}

/** What a loaded coupon does to a slip that has selections: takes their place, or joins them. */
export type LoadMode = 'replace' | 'merge';

export interface CouponBookingContext {
  /** The code the coupon was shared under. */
  readonly code: string | undefined;
  readonly loaded: LoadedCoupon | undefined;
  /** Whether the slip had selections when the load started (then the player chooses how). */
  readonly slipHasSelections: boolean;
  readonly error: MachineError | undefined;
}

export type CouponBookingEvent =
  | { type: 'share.start'; coupon: SharedCoupon }
  | { type: 'share.dismiss' }
  /** Load the coupon saved under `code`; `slipHasSelections`: ask first whether to replace them. */
  | { type: 'load.start'; code: string; slipHasSelections: boolean }
  | { type: 'load.replace' }
  | { type: 'load.merge' }
  | { type: 'load.cancel' }
  | { type: 'load.dismiss' }
  | { type: 'error.dismiss' };
