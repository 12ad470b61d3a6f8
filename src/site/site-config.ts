import type { SiteConfig } from '@/src/core/envelope';
import type { Terminal } from '@/src/core/schema-types';
import { request } from '@/src/api/client';
import { readJson, removeKey, writeJson, writeText } from '@/src/session/storage';
import { domainStorageKey, siteStorageKey } from '@/src/session/storage-keys';
import type { SiteBase } from './site-context';

/** Session storage keys, named as the spec names them. */
export const SYS_CONFIG_KEY = 'sys_config';
export const MENU_CONFIG_KEY = 'menu_config';
export const DEFAULT_TEMPLATE = 'default';
export const DEFAULT_TERMINAL: Terminal = 'h5';

/** The site config as loaded and cached: the four URL values it was loaded for, template and terminal resolved. */
export interface LoadedSiteConfig extends SiteConfig {
  terminal: Terminal;
}

/** The stored settings under site:{portalId}: the template and the channel the site resolved to ('pc' | 'h5'). */
export interface SiteSettings {
  template: string;
  channel: Terminal;
}

export function resolveTerminal(channelMap: Record<string, Terminal> | undefined, channel: string): Terminal {
  const terminal = channelMap?.[channel];
  return terminal === 'pc' || terminal === 'h5' ? terminal : DEFAULT_TERMINAL;
}

/** The spec's cache rule: reuse only when portalId, portalType, domain and channel match and template and terminal are set. */
export function cacheMatches(cached: Partial<LoadedSiteConfig> | null, base: SiteBase): cached is LoadedSiteConfig {
  return (
    !!cached &&
    cached.portalId === base.portalId &&
    cached.portalType === base.portalType &&
    cached.domain === base.domain &&
    cached.channel === base.channel &&
    !!cached.template &&
    !!cached.terminal
  );
}

export function readCachedSiteConfig(base: SiteBase): LoadedSiteConfig | null {
  const cached = readJson<Partial<LoadedSiteConfig>>('session', SYS_CONFIG_KEY);
  return cacheMatches(cached, base) ? cached : null;
}

export function clearSiteConfigCache(): void {
  removeKey('session', SYS_CONFIG_KEY);
  removeKey('session', MENU_CONFIG_KEY);
}

/** The site's menu, as the site file gives it for the terminal, kept in menu_config for this tab (the spec's session key). */
export function storeMenu(menu: unknown): void {
  writeJson('session', MENU_CONFIG_KEY, menu);
}

export function readSiteSettings(portalId: string): SiteSettings | null {
  return readJson<SiteSettings>('local', siteStorageKey(portalId));
}

function store(config: LoadedSiteConfig): void {
  writeJson('session', SYS_CONFIG_KEY, config);
  writeJson('local', siteStorageKey(config.portalId), { template: config.template, channel: config.terminal } satisfies SiteSettings);
  writeText('local', domainStorageKey(config.portalId), config.domain);
}

/**
 * The site config for the four URL values: from the session cache when it matches, else from
 * siteconfig.load. A failed load logs 获取配置失败 (an answer without siteConfig: 没有获取到页面配置)
 * and rethrows; the client has already shown the error.
 */
export async function loadSiteConfig(base: SiteBase, options: { force?: boolean } = {}): Promise<LoadedSiteConfig> {
  const cached = options.force ? null : readCachedSiteConfig(base);
  if (cached) return cached;
  // A stale entry belongs to another site or channel; its menus go with it.
  clearSiteConfigCache();

  let siteConfig: SiteConfig | undefined;
  try {
    const data = await request<{ siteConfig?: SiteConfig }>(
      'siteconfig.load',
      { relationId: base.portalId, portalType: base.portalType, userDomain: base.domain, terminalType: base.channel },
      { site: base },
    );
    siteConfig = data?.siteConfig;
  } catch (error) {
    console.error('获取配置失败', error);
    throw error;
  }
  if (!siteConfig) {
    console.error('没有获取到页面配置');
    throw new Error('没有获取到页面配置');
  }
  return keepSiteConfig(base, siteConfig);
}

/**
 * Caches a site config siteconfig.load answered for the four URL values: by this client, or by the server that
 * rendered the page, which then saves the browser the call.
 */
export function keepSiteConfig(base: SiteBase, siteConfig: SiteConfig): LoadedSiteConfig {
  // Keyed by the values it was asked for, so the cache rule compares like with like.
  const loaded: LoadedSiteConfig = {
    ...siteConfig,
    portalType: base.portalType,
    portalId: base.portalId,
    domain: base.domain,
    channel: base.channel,
    template: siteConfig.template || DEFAULT_TEMPLATE,
    terminal: resolveTerminal(siteConfig.channelMap, base.channel),
  };
  store(loaded);
  return loaded;
}
