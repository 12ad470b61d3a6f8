// Command-line options of `npm run bench:growth -- ...`.
export interface GrowthOptions {
  /** positions at each step, ascending; the portal grows from one step to the next */
  steps: number[];
  /** applications at the largest step; a smaller step gets its share (applications x step / largest) */
  applications: number;
  /** notices at the largest step; a smaller step gets its share */
  notices: number;
  /** applications of the candidate whose list is measured (the same at every step) */
  heavy: number;
  requests: number;
  warmup: number;
  budgetMs: number;
  /** keep the SQLite file or the PostgreSQL database (its name is printed) */
  keep: boolean;
}

export const USAGE = `npm run bench:growth -- [--steps 1000,10000,100000] [--applications 1000000] [--notices 100000] [--heavy 200]
  [--requests 200] [--warmup 10] [--budget 10] [--keep]
  --budget: seconds one measure may take; it stops before --requests when they are spent (the count says how many ran)`;

export function parseOptions(argv: string[]): GrowthOptions {
  const o: GrowthOptions = { steps: [1000, 10000, 100000], applications: 1_000_000, notices: 100_000, heavy: 200, requests: 200, warmup: 10, budgetMs: 10_000, keep: false };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${flag} needs a value\n${USAGE}`);
      return v;
    };
    const count = () => {
      const n = Number(value().replace(/_/g, ''));
      if (!Number.isInteger(n) || n < 0) throw new Error(`${flag} takes a whole number\n${USAGE}`);
      return n;
    };
    if (flag === '--steps') o.steps = value().split(',').map((s) => Number(s.replace(/_/g, '')));
    else if (flag === '--applications') o.applications = count();
    else if (flag === '--notices') o.notices = count();
    else if (flag === '--heavy') o.heavy = count();
    else if (flag === '--requests') o.requests = Math.max(1, count());
    else if (flag === '--warmup') o.warmup = count();
    else if (flag === '--budget') o.budgetMs = count() * 1000;
    else if (flag === '--keep') o.keep = true;
    else throw new Error(`unknown option ${flag}\n${USAGE}`);
  }
  if (o.steps.length === 0 || o.steps.some((n) => !Number.isInteger(n) || n < 1)) throw new Error(`--steps takes positive whole numbers\n${USAGE}`);
  o.steps = [...new Set(o.steps)].sort((a, b) => a - b);
  return o;
}
