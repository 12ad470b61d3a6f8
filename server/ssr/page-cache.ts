// Rendered pages kept for the guests' cache window, so a busy page is drawn once per window. The server draws every page as a guest (a session
// lives in the browser), so a page depends only on its address, host and language, and on data that the public
// answers' cache already lets be a window old; a change to the catalogue drops it with them (the key carries the
// cache's generation). A crowd asking for one page while it is drawn waits for that one drawing.

export interface CachedPage {
  status: number;
  html: string;
}

interface Entry extends CachedPage {
  at: number;
}

export class RenderedPageCache {
  private readonly pages = new Map<string, Entry>();
  private readonly drawing = new Map<string, Promise<CachedPage | null>>();

  constructor(
    /** ms a page is served from memory; 0: never */
    private readonly windowMs: () => number,
    private readonly maxEntries = 500,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  get enabled(): boolean {
    return this.windowMs() > 0;
  }

  /** The page kept under `key` while its window lasts, or the one being drawn for it. */
  async get(key: string): Promise<CachedPage | null> {
    const page = this.pages.get(key);
    if (page && this.clock() - page.at < this.windowMs()) return page;
    if (page) this.pages.delete(key);
    return (await this.drawing.get(key)) ?? null;
  }

  /** Marks `key` as being drawn: askers wait for `done`, whose page (null: not to be kept) is then kept. */
  drawn(key: string, done: Promise<CachedPage | null>): void {
    this.drawing.set(key, done);
    done.then(
      (page) => {
        this.drawing.delete(key);
        if (page) this.keep(key, page);
      },
      () => this.drawing.delete(key),
    );
  }

  isDrawing(key: string): boolean {
    return this.drawing.has(key);
  }

  private keep(key: string, page: CachedPage): void {
    if (this.pages.size >= this.maxEntries) {
      const oldest = this.pages.keys().next();
      if (!oldest.done) this.pages.delete(oldest.value);
    }
    this.pages.set(key, { ...page, at: this.clock() });
  }
}
