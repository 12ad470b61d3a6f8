import { lazyAccountMenu } from '@/renderers/common/lazy-account-menu';

export const LazyAccountMenu = lazyAccountMenu(() => import('./account-menu'));
