/** The finance calculators' bounds on an amount of money, one pair for all of them. */

/** The largest amount a field takes: a trillion, far above any card or savings plan, far below where doubles lose cents. */
export const MAX_MONEY = 1_000_000_000_000;
/** Larger results are not shown (doubles stop holding cents exactly at about 9e13). */
export const MAX_MONEY_RESULT = 1e13;
