// A site URL whose terminal its template lacks (the site file does not list it, or its route file is missing)
// gets a page that says so and leads to the home of a terminal the template has.
import type { RouteFile, SiteFile, Terminal } from '@/src/core/schema-types';
import { fetchSchema, SchemaLoadError } from '@/src/runtime/schema-source';
import type { SiteContext } from '@/src/site/site-context';
import { StandaloneMessage } from './standalone';

export class TerminalMissingError extends Error {
  constructor(
    readonly terminal: Terminal,
    /** a terminal the template has, and its home page; null when none can be had */
    readonly other: { terminal: Terminal; home: string } | null,
  ) {
    super(`the template has no ${terminal} terminal`);
    this.name = 'TerminalMissingError';
  }
}

/** A route file that is not there reads as null; any other failure stays one. */
export function nullWhenMissing(error: unknown): null {
  if (error instanceof SchemaLoadError && error.status === 404) return null;
  throw error;
}

/** The error for a variant whose terminal its template lacks, with the home of the first terminal it has. */
export async function terminalMissing(site: SiteContext, siteFile: SiteFile): Promise<TerminalMissingError> {
  for (const terminal of siteFile.terminals.filter((t) => t !== site.terminal)) {
    const routes = await fetchSchema<RouteFile>(`routes/${site.template}.${terminal}.json`).catch(() => null);
    if (routes) return new TerminalMissingError(site.terminal, { terminal, home: `${site.siteBase}/${site.template}/${terminal}/${routes.home}` });
  }
  return new TerminalMissingError(site.terminal, null);
}

export function TerminalMissingMessage({ error }: { error: TerminalMissingError }) {
  const { terminal, other } = error;
  return (
    <StandaloneMessage
      icon="info"
      title={`runtime.noTerminal.${terminal}.title`}
      description={`runtime.noTerminal.${terminal}.description`}
      action={other ? { text: `runtime.noTerminal.goTo.${other.terminal}`, to: other.home } : undefined}
    />
  );
}
