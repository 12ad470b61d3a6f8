// Written by npm run blocks:generate from src/core/blocks/contracts: the props a renderer gets when a page leaves them out.
export const BLOCK_DEFAULTS: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  'recruit-type-tabs': { queryKey: 'tab' },
  'position-list': { pageSize: 10, pager: true, compact: false },
  'position-detail': { collect: false },
  'unit-list': { columns: 3 },
  'notice-list': { pageSize: 10, pager: true, compact: false },
  'activity-list': { pageSize: 10, pager: true },
  'qa-list': { pageSize: 10, pager: true },
  'tabs': { frame: 'page' },
  'account-settings': { unsubscribe: true },
  'account-menu': { greeting: true },
  'collect-list': { pageSize: 10 },
  'delivery-list': { pageSize: 10, pager: true, filter: true },
  'delivery-flow': { feedback: true },
  'notification-list': { view: 'list', pageSize: 20, pager: true },
  'review-list': { pageSize: 10, pager: true, filter: true },
  'record-table': { tabParam: 'status', keyword: false, pageSize: 10, pager: true },
};
