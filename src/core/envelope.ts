/** The response envelope of every API answer, with the fields the spec names. */
export interface Envelope<T = unknown> {
  success: boolean;
  data?: T;
  errorMessage?: string;
  errorCode?: string;
  /** 0 silent, 1 warning, 2 error, 4 notification, 9 redirect to /exception */
  showType?: ShowType;
  messages?: string[];
}

export type ShowType = 0 | 1 | 2 | 4 | 9;

export interface TokenRecord {
  /** the name of the header that carries the token */
  key: string;
  value: string;
  domain?: string;
}

/** What an account of the censor domain may do; one account may hold several. */
export const CENSOR_ROLES = ['reviewer', 'publisher', 'admin'] as const;
export type CensorRole = (typeof CENSOR_ROLES)[number];

export interface SessionUser {
  id: number;
  name: string;
  mobile?: string;
  email?: string;
  domain: 'portal' | 'censor';
  /** a censor account's roles (none for a candidate) */
  roles?: CensorRole[];
  /** a first or reset password: only the password change is answered until it is changed */
  mustChangePassword?: boolean;
}

export interface Paged<T> {
  list: T[];
  total: number;
  /** true when the list counted no further than `total`: there are more (shown as 1000+) */
  totalCapped?: boolean;
  page: number;
  pageSize: number;
}

export interface SiteConfig {
  template: string;
  channelMap: Record<string, 'pc' | 'h5'>;
  portalType: string;
  portalId: string;
  domain: string;
  channel: string;
  /** the portal's Chinese name */
  siteName: string;
  /** the portal's name by locale (zh-CN is siteName): what its header, titles and footer show */
  siteNames?: Record<string, string>;
  /** key for the AES helper (padded to 16 characters by the client) */
  secretKey?: string;
  /** IANA zone every date and time is shown in (default Asia/Shanghai, src/core/time-zone.ts) */
  timeZone?: string;
}

export type RecruitType = 'social' | 'campus' | 'veterans';

/** An answer saying that what was asked for does not exist: HTTP 404, or the envelope's NOT_FOUND. */
export const saysNotFound = (status: number, errorCode?: string): boolean => status === 404 || errorCode === 'NOT_FOUND';
