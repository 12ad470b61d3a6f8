import { lazyUnreadBadge } from '@/renderers/common/lazy-unread-badge';

export const LazyUnreadBadge = lazyUnreadBadge(() => import('./unread-badge'));
