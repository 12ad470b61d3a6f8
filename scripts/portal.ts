// npm run portal -- list | set-template PORTAL TEMPLATE | set-channel PORTAL CHANNEL (pc|h5|--clear) [--dir schemas]
// [--create] (an operator's tool): which template a portal uses, and its channels, without SQL; and the API keys of
// the integration API (api-key create|list|revoke: server/integration/key-admin.ts). The database is the
// server's: DATABASE_URL (PostgreSQL) or DB_FILE (SQLite, default data/portal.sqlite). One that does not exist yet
// is refused (a change there would reach no running server) unless --create asks for it, migrated and seeded as
// `npm start` would. Every answer starts with the database it acted on. A running server takes the change within
// its cache window (PORTAL_PUBLIC_CACHE_MS).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { connect, safeUrl, type Db } from '@/server/db/database';
import { migrate } from '@/server/db/migrate';
import { withStartupLock } from '@/server/db/postgres-setup';
import { seed } from '@/server/seed/index';
import { listPortals, PortalCommandError, setChannel, setTemplate, type PortalListing } from '@/server/portals/portal-admin';
import { createApiKey, DEFAULT_KEY_NAME, listApiKeys, revokeApiKey } from '@/server/integration/key-admin';

const root = fileURLToPath(new URL('..', import.meta.url));
const USAGE = [
  'usage: npm run portal -- list',
  '       npm run portal -- set-template PORTAL TEMPLATE        e.g. set-template 1001 navy',
  '       npm run portal -- set-channel PORTAL CHANNEL pc|h5    e.g. set-channel 1001 wx pc',
  '       npm run portal -- set-channel PORTAL CHANNEL --clear  (the site file\'s channelMap applies again)',
  '       npm run portal -- api-key create PORTAL [--name NAME] (prints the new key last; shown only then)',
  '       npm run portal -- api-key list PORTAL                 (id, name, created, revoked: never the key)',
  '       npm run portal -- api-key revoke ID',
  '       options: --dir DIR (the schemas folder; default schemas)',
  '                --create (make the database when it does not exist yet)',
].join('\n');

function table(rows: PortalListing[]): string {
  const lines = rows.map((p) => {
    const channels = Object.entries(p.channelMap)
      .map(([c, t]) => `${c}→${t}${p.ownChannels.includes(c) ? '*' : ''}`)
      .join(' ');
    return [String(p.id), p.portalType, p.template, channels, p.domains.join(','), p.name];
  });
  const head = ['portal', 'type', 'template', 'channels (* the portal\'s own)', 'domains', 'name'];
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  return [head, ...lines].map((cells) => cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]))).join('  ')).join('\n');
}

/** A number argument (a portal or a key id), or the usage with what was wrong. */
function numberArg(value: string | undefined, what: string): number {
  if (!value || !/^\d{1,12}$/.test(value)) throw new PortalCommandError(`"${value ?? ''}" is not ${what}\n${USAGE}`);
  return Number(value);
}

/** api-key create PORTAL [--name NAME] | list PORTAL | revoke ID */
function apiKeyCommand(db: Db, args: string[], now = new Date()): Promise<string> {
  const [action, target, ...rest] = args;
  if (action === 'create' && (rest.length === 0 || (rest.length === 2 && rest[0] === '--name'))) {
    return createApiKey(db, numberArg(target, 'a portal number'), rest[1] ?? DEFAULT_KEY_NAME, now);
  }
  if (action === 'list' && rest.length === 0) return listApiKeys(db, numberArg(target, 'a portal number'));
  if (action === 'revoke' && rest.length === 0) return revokeApiKey(db, numberArg(target, 'an API key id'), now);
  throw new PortalCommandError(USAGE);
}

/** Runs one command on a database; returns what it prints. Throws PortalCommandError with the reason. */
export async function runPortalCommand(db: Db, schemasDir: string, args: string[]): Promise<string> {
  const [command, id, ...rest] = args;
  if (command === 'api-key') return apiKeyCommand(db, args.slice(1));
  const portalId = () => {
    if (!id || !/^\d{1,12}$/.test(id)) throw new PortalCommandError(`"${id ?? ''}" is not a portal number\n${USAGE}`);
    return Number(id);
  };
  if (command === 'list') return table(await listPortals(db, schemasDir));
  if (command === 'set-template' && rest.length === 1) {
    await setTemplate(db, schemasDir, portalId(), rest[0]);
    return `portal ${id} now uses template "${rest[0]}"\n${table((await listPortals(db, schemasDir)).filter((p) => p.id === Number(id)))}`;
  }
  if (command === 'set-channel' && rest.length === 2 && ['pc', 'h5', '--clear'].includes(rest[1])) {
    const terminal = rest[1] === '--clear' ? null : (rest[1] as 'pc' | 'h5');
    await setChannel(db, schemasDir, portalId(), rest[0], terminal);
    return `portal ${id}: channel "${rest[0]}" ${terminal ? `goes to ${terminal}` : 'follows the site file'}\n${table((await listPortals(db, schemasDir)).filter((p) => p.id === Number(id)))}`;
  }
  throw new PortalCommandError(USAGE);
}

/** Where the command acts, as it prints it. */
export interface PortalDatabase {
  db: Db;
  where: string;
}

async function hasPortals(db: Db): Promise<boolean> {
  return db.selectFrom('portals').select('id').limit(1).execute().then(() => true, () => false);
}

/** Opens the server's database; one that does not exist is refused unless `create`, then made and seeded. */
export async function openPortalDatabase(env: { DATABASE_URL?: string; DB_FILE?: string }, create: boolean): Promise<PortalDatabase> {
  const url = env.DATABASE_URL || undefined;
  const file = url ? undefined : path.resolve(env.DB_FILE || path.join(root, 'data', 'portal.sqlite'));
  const where = url ? `PostgreSQL ${safeUrl(url)}` : `SQLite ${file}`;
  const missing = `no portal database at ${where}: the server makes it on its first start. Name the server's with DB_FILE or DATABASE_URL, or pass --create to make a new one here`;
  if (file && !create && !existsSync(file)) throw new PortalCommandError(missing);
  const db = await connect({ url, file });
  try {
    if (url && !create && !(await hasPortals(db))) throw new PortalCommandError(missing);
    await withStartupLock(db, async (locked) => seed(locked, await migrate(locked)));
  } catch (err) {
    await db.destroy();
    throw err;
  }
  return { db, where };
}

async function main(argv: string[]): Promise<void> {
  const at = argv.indexOf('--dir');
  const schemasDir = path.resolve(at >= 0 ? argv[at + 1] ?? 'schemas' : path.join(root, 'schemas'));
  const create = argv.includes('--create');
  const args = (at >= 0 ? argv.filter((_, i) => i !== at && i !== at + 1) : argv).filter((a) => a !== '--create');
  let opened: PortalDatabase | undefined;
  try {
    opened = await openPortalDatabase(process.env, create);
    console.log(`database: ${opened.where}\n${await runPortalCommand(opened.db, schemasDir, args)}`);
  } catch (err) {
    console.error(err instanceof PortalCommandError ? err.message : err);
    process.exitCode = 1;
  } finally {
    await opened?.db.destroy();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main(process.argv.slice(2));
