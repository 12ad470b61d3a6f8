// What `npm run portal` changes (so an operator needs no SQL): which template a portal draws its pages with, and the channels
// it sends to another terminal than its template's site file does. Each change is refused, with the reason, when
// the schemas folder could not serve it. The portals table's triggers bump the catalogue version, so every node
// drops its kept answers and pages within its window (migration 013).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteFile, Terminal } from '@/src/core/schema-types';
import type { Db } from '@/server/db/database';
import { findPortal, type PortalRow } from '@/server/portals/portal-queries';
import { checkSchemaDir } from '@/server/schema-check';
import { readSiteFile } from './read-site-file';

export interface PortalListing {
  id: number;
  portalType: string;
  name: string;
  template: string;
  /** the map the portal's pages use: the site file's, the portal's own entries over it */
  channelMap: Record<string, Terminal>;
  /** the channels the portal itself sets */
  ownChannels: string[];
  domains: string[];
}

export class PortalCommandError extends Error {}

const CHANNEL = /^[a-z][a-z0-9_-]{0,31}$/;

export async function listPortals(db: Db, schemasDir: string): Promise<PortalListing[]> {
  const ids = (await db.selectFrom('portals').select('id').orderBy('id').execute()).map((r) => Number(r.id));
  const out: PortalListing[] = [];
  for (const id of ids) {
    const portal = (await findPortal(db, id))!;
    const site = readSiteFile(schemasDir, portal.template);
    out.push({
      id,
      portalType: portal.portalType,
      name: portal.name,
      template: portal.template,
      channelMap: { ...site?.channelMap, ...portal.channelMap },
      ownChannels: Object.keys(portal.channelMap),
      domains: portal.domains,
    });
  }
  return out;
}

async function portalOf(db: Db, id: number): Promise<PortalRow> {
  const portal = await findPortal(db, id);
  if (!portal) throw new PortalCommandError(`no portal ${id} (npm run portal -- list shows them)`);
  return portal;
}

/** The template's site file, once its files pass the check: a portal is never pointed at pages that would fail. */
function servableSite(schemasDir: string, template: string): SiteFile {
  if (!existsSync(join(schemasDir, 'sites', `${template}.json`))) {
    throw new PortalCommandError(`no template "${template}": sites/${template}.json is missing (npm run template:new -- ${template})`);
  }
  const own = (file: string) => file === `sites/${template}.json` || file.startsWith(`routes/${template}.`);
  const problems = checkSchemaDir(schemasDir).problems.filter((p) => own(p.file));
  if (problems.length > 0) {
    const lines = problems.map((p) => `  ${p.file} ${p.pointer || '/'}: ${p.message}`);
    throw new PortalCommandError([`template "${template}" does not pass the check:`, ...lines].join('\n'));
  }
  return readSiteFile(schemasDir, template)!;
}

export async function setTemplate(db: Db, schemasDir: string, id: number, template: string): Promise<void> {
  const portal = await portalOf(db, id);
  const site = servableSite(schemasDir, template);
  const lacking = Object.entries(portal.channelMap).filter(([, terminal]) => !site.terminals.includes(terminal));
  if (lacking.length > 0) {
    const [channel, terminal] = lacking[0];
    throw new PortalCommandError(
      `portal ${id} sends channel "${channel}" to ${terminal}, which "${template}" lacks (it has ${site.terminals.join(', ')}): ` +
        `npm run portal -- set-channel ${id} ${channel} --clear`,
    );
  }
  await db.updateTable('portals').set({ template }).where('id', '=', id).execute();
}

/** Sends a channel to a terminal for this portal only; `null` clears the entry (the site file's map applies). */
export async function setChannel(db: Db, schemasDir: string, id: number, channel: string, terminal: Terminal | null): Promise<void> {
  if (!CHANNEL.test(channel)) throw new PortalCommandError(`"${channel}" is not a channel name: lower-case letters, digits, "-" and "_", at most 32, as the site file spells channels`);
  const portal = await portalOf(db, id);
  const map = { ...portal.channelMap };
  if (terminal === null) delete map[channel];
  else {
    const site = readSiteFile(schemasDir, portal.template);
    if (site && !site.terminals.includes(terminal)) {
      throw new PortalCommandError(`template "${portal.template}" has no ${terminal} terminal (it has ${site.terminals.join(', ')})`);
    }
    map[channel] = terminal;
  }
  await db.updateTable('portals').set({ channel_map: JSON.stringify(map) }).where('id', '=', id).execute();
}
