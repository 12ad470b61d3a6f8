// The left column: one link per section with its missing-required count; the section in view is marked.
import { useEffect, useState, type MouseEvent } from 'react';
import { sectionState, type SectionCompleteness } from '@/src/forms/completeness';
import { sectionAnchorId } from '@/renderers/pc/fields/env';
import type { BlockContext } from '@/src/runtime/block-props';

/** Scrolls a section's card into view and moves focus to its heading (keyboard and screen reader users follow). */
export function scrollToSection(sectionId: string | null | undefined): void {
  if (!sectionId || typeof document === 'undefined') return;
  const card = document.getElementById(sectionAnchorId(sectionId));
  if (!card) return;
  const smooth = !globalThis.matchMedia?.('(prefers-reduced-motion: reduce)')?.matches;
  card.scrollIntoView?.({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  const heading = card.querySelector<HTMLElement>('.pc-resume-section__title');
  if (heading) {
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }
}

const OFFSET = 120;

/** The id of the last section whose top has passed under the sticky header. */
function useSectionInView(sectionIds: string[]): string | undefined {
  const [current, setCurrent] = useState<string | undefined>(sectionIds[0]);
  const key = sectionIds.join('|');
  useEffect(() => {
    if (typeof window === 'undefined') return;
    const ids = key.split('|');
    let frame = 0;
    const check = () => {
      frame = 0;
      let found = ids[0];
      for (const id of ids) {
        const top = document.getElementById(sectionAnchorId(id))?.getBoundingClientRect().top;
        if (top !== undefined && top - OFFSET <= 0) found = id;
      }
      setCurrent(found);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(check);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [key]);
  return current;
}

export function SectionNav({ ctx, sections }: { ctx: BlockContext; sections: SectionCompleteness[] }) {
  const current = useSectionInView(sections.map((s) => s.id));
  const go = (e: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
    e.preventDefault();
    scrollToSection(id);
  };
  return (
    <nav className="pc-resume-nav pc-card" aria-label={ctx.t('pc.resume.nav')}>
      <ol className="pc-resume-nav__list">
        {sections.map((section) => {
          const missing = section.missingRequired;
          const errors = section.errors;
          const name = ctx.t(section.name);
          const kind = sectionState(section);
          const state = { missing: ctx.t('pc.resume.missingCount', { count: missing }), errors: ctx.t('pc.resume.errorCount', { count: errors }), empty: ctx.t('resume.help.empty'), done: ctx.t('pc.resume.sectionDone') }[kind];
          const mark = { missing: String(missing), errors: '!', empty: '–', done: '✓' }[kind];
          return (
            <li key={section.id}>
              <a
                className={`pc-resume-nav__link${current === section.id ? ' pc-resume-nav__link--current' : ''}`}
                href={`#${sectionAnchorId(section.id)}`}
                aria-current={current === section.id ? 'location' : undefined}
                onClick={(e) => go(e, section.id)}
              >
                <span className="pc-resume-nav__name">{name}</span>
                <span
                  className={`pc-resume-nav__count pc-resume-nav__count--${kind === 'errors' ? 'error' : kind}`}
                  title={state}
                >
                  <span aria-hidden="true">{mark}</span>
                  <span className="cm-visually-hidden">{state}</span>
                </span>
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
