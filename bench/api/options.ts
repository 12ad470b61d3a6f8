// Command-line options of `npm run bench:api -- ...`.
export interface ApiBenchOptions {
  connections: number;
  /** seconds each target is driven for after its warm-up */
  duration: number;
  /** seconds of warm-up per target (not measured) */
  warmup: number;
  pipelining: number;
  /** send Accept-Encoding: gzip, deflate, br as a browser does (the bare route then still answers plain) */
  compressed: boolean;
}

export const USAGE = `npm run bench:api -- [--connections 10] [--duration 10] [--warmup 3] [--pipelining 1] [--compressed]
  DATABASE_URL=postgres://... runs the portal on a throwaway database made beside it (dropped after)`;

export function parseOptions(argv: string[]): ApiBenchOptions {
  const o: ApiBenchOptions = { connections: 10, duration: 10, warmup: 3, pipelining: 1, compressed: false };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const count = (min: number) => {
      const n = Number(argv[++i]);
      if (!Number.isInteger(n) || n < min) throw new Error(`${flag} takes a whole number >= ${min}\n${USAGE}`);
      return n;
    };
    if (flag === '--connections') o.connections = count(1);
    else if (flag === '--duration') o.duration = count(1);
    else if (flag === '--warmup') o.warmup = count(0);
    else if (flag === '--pipelining') o.pipelining = count(1);
    else if (flag === '--compressed') o.compressed = true;
    else throw new Error(`unknown option ${flag}\n${USAGE}`);
  }
  return o;
}
