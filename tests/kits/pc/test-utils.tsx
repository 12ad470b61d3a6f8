// pc test helpers: the common ones, the pc message file, and what antd needs from a browser that jsdom lacks.
// Import this before the component under test: antd reads window.matchMedia (responsive grids) when it renders.
import zhPc from '@/schemas/locales/zh-CN/blocks-pc.json';
import enPc from '@/schemas/locales/en-US/blocks-pc.json';
import { addMessages, setTestWrapper, testSiteFile } from '@/tests/kits/common/test-utils';
import { isRtl } from '@/src/core/locale';
import { PcKitProvider } from '@/renderers/pc/kit-provider';

if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      value: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }),
    });
  }
  // antd measures scrollbars with getComputedStyle(el, '::-webkit-scrollbar'), which jsdom does not implement
  const getComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (el: Element) => getComputedStyle(el);
}

addMessages('zh-CN', zhPc);
addMessages('en-US', enPc);
setTestWrapper((ui, locale) => (
  <PcKitProvider locale={locale} direction={isRtl(locale) ? 'rtl' : 'ltr'} theme={testSiteFile.theme}>
    {ui}
  </PcKitProvider>
));

export * from '@/tests/kits/common/test-utils';
