import fs from 'node:fs';

/** The built index.html cut where a rendered page adds its parts. */
export interface PageTemplate {
  /** from the doctype to the end of the head's fixed part (title and description taken out) */
  headStart: string;
  /** the default <title> and description, for a page sent as the shell */
  defaultHead: string;
  /** from </head> to the root element's opening tag, included */
  bodyStart: string;
  /** after the root element's closing tag, to the end */
  bodyEnd: string;
  /** the same for a rendered page: without the <noscript> asking for JavaScript, as the page reads without it */
  renderedBodyEnd: string;
}

const TITLE = /\s*<title>[\s\S]*?<\/title>/;
const DESCRIPTION = /\s*<meta name="description"[^>]*>/;
const ROOT = '<div id="root"></div>';

export function readTemplate(file: string): PageTemplate | null {
  if (!fs.existsSync(file)) return null;
  const html = fs.readFileSync(file, 'utf8');
  const headEnd = html.indexOf('</head>');
  const root = html.indexOf(ROOT);
  if (headEnd < 0 || root < 0) return null;
  const head = html.slice(0, headEnd);
  const defaultHead = [TITLE.exec(head)?.[0], DESCRIPTION.exec(head)?.[0]].filter(Boolean).join('');
  return {
    headStart: head.replace(TITLE, '').replace(DESCRIPTION, ''),
    defaultHead,
    bodyStart: html.slice(headEnd, root) + '<div id="root">',
    bodyEnd: html.slice(root + ROOT.length),
    renderedBodyEnd: html.slice(root + ROOT.length).replace(/\s*<noscript>[\s\S]*?<\/noscript>/, ''),
  };
}
