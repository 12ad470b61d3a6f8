import { boolean, integer } from './prop-spec';

// The paging props the list blocks share, stated once.

export const pageSize = (rows = 10) =>
  integer('Rows per page, 1 to 50. Set it in data.params.pageSize too, so the request asks for as many.', { minimum: 1, maximum: 50 }, { default: rows });

export const pager = boolean('Show the pager (pc: page numbers writing ?page=; h5: "load more"). Default true.', { default: true });

export const compact = boolean('A denser list for home pages and side columns: fewer facts per row. Default false.', { default: false });
