/** Builds a notice body: paragraphs, a list and a link, as operators paste it from an editor. */
export function noticeBody(paragraphs: string[], items: string[], link: { href: string; text: string }, extra = ''): string {
  return [
    ...paragraphs.map((p) => `<p>${p}</p>`),
    `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`,
    extra,
    `<p>详情请见：<a href="${link.href}">${link.text}</a></p>`,
  ].join('\n');
}
