import type { SiteFile } from '@/src/core/schema-types';

/** Frames pages drawn before a site is known (/exception, a top-level 404, a malformed site URL). */
export const DEFAULT_SITE_FILE: SiteFile = {
  template: 'default',
  name: 'app.title',
  terminals: ['pc', 'h5'],
  channelMap: { pc: 'pc', h5: 'h5', wx: 'h5' },
  theme: { primaryColor: '#1a64d6', headerBackground: '#ffffff', headerText: '#1f2329' },
  nav: { pc: [], h5: [] },
};
