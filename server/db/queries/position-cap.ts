/** Totals above this are answered as "at least COUNT_CAP" (the lists show 1000+; docs/decisions.md). */
export const COUNT_CAP = 1000;
