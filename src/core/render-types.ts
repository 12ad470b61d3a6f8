// The contract between the server and the server build of the app (src/app/server-entry.tsx): what the server
// asks a page for, how the page calls the API in process, and what comes back. Both sides import it from here.
import type { BootState } from './boot-state';

/** One API call as the browser would send it: URL, method, headers and body (src/api/build-request.ts builds it). */
export interface BuiltRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string | FormData;
}

/** One API call answered in process by the server that renders (no socket): status and body text. */
export type SendCall = (request: BuiltRequest) => Promise<{ status: number; text: string }>;

export interface RenderRequest {
  /** path and query, as asked */
  url: string;
  /** the address the browser asked at (protocol and host) */
  origin: string;
  /** the visitor's locale, as their browser keeps it (checked by the server); zh-CN when absent */
  locale?: string;
  send: SendCall;
  /** how long the blocks' data may take before the page is drawn with what came (ms) */
  budgetMs?: number;
  /** how long the passes may wait for data before the page streams with what came (ms); a detail block's waits for the budget */
  shellMs?: number;
  /**
   * Told the page's status once the first pass has drawn it without data (a 404 is known then), so that the
   * first bytes go out before any slow call.
   */
  onStatus?: (status: number) => void;
  /** The page streams: told its head once its shell is drawn, then handed its HTML piece by piece (onHtml). */
  onShell?: (shell: PageShell) => void;
  /** a piece of the page's HTML, with the source modules drawn so far (whose stylesheets must come first) */
  onHtml?: (html: string, modules: string[]) => void;
  /** the answer's CSP nonce, for React's scripts that put late parts in place */
  nonce?: string;
}

/** What goes before the page's body: its status, head tags, styles and the modules drawn in its shell. */
export interface PageShell {
  status: number;
  head: string;
  styles: string;
  modules: string[];
  catalogues: string[];
}

export type RenderResult =
  /** the browser draws it; `status` when the address names nothing (404), else 200 */
  | { kind: 'shell'; reason: string; status?: number }
  | { kind: 'redirect'; location: string }
  | {
      kind: 'page';
      status: number;
      html: string;
      head: string;
      styles: string;
      boot: BootState;
      modules: string[];
      /** every block's data came, none failed: the page is what any guest would get now */
      complete: boolean;
      /** some parts came after the shell, put in place by inline scripts that carry this answer's nonce */
      late: boolean;
      /** the HTML went out through onShell and onHtml; `html` is empty */
      streamed: boolean;
    };
