// 'Download HTML': the page as one self-contained file that opens offline: inline styles, no script, no fetched
// resource. Every text is escaped; the waitlist becomes a link to the published page, where the form works.
import type { LandingContent, LandingVerdict } from '@schemas/landing-pages.ts';
import { pageColours } from '@/features/landing-pages/components/page-colours';
import { verdictFigures } from '@/features/landing-pages/components/verdict-figures';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

const paragraph = (text: string) => `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;

function verdictHtml(verdict: LandingVerdict): string {
  const figures = verdictFigures(verdict);
  return `<dl class="verdict">${figures.map(([label, value]) => `<div><dt>${label}</dt><dd>${value}</dd></div>`).join('')}</dl>`;
}

export function landingPageHtml(
  content: LandingContent,
  verdict: LandingVerdict | null,
  pageUrl: string,
): string {
  const colours = pageColours(content.accent, content.mode);
  const sections = content.sections
    .filter((section) => !section.hidden)
    .map((section) => {
      if (section.kind === 'hero') {
        return `<header><h1>${escapeHtml(section.heading)}</h1>${paragraph(section.body)}</header>`;
      }
      const extra =
        section.kind === 'verdict' && verdict
          ? verdictHtml(verdict)
          : section.kind === 'waitlist'
            ? `<a class="cta" href="${escapeHtml(pageUrl)}">Join the waitlist</a>`
            : '';
      return `<section><h2>${escapeHtml(section.heading)}</h2>${paragraph(section.body)}${extra}</section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.title)}</title>
<meta name="description" content="${escapeHtml(content.description)}">
<meta property="og:title" content="${escapeHtml(content.title)}">
<meta property="og:description" content="${escapeHtml(content.description)}">
<meta property="og:type" content="website">
<meta property="og:url" content="${escapeHtml(pageUrl)}">
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:${colours.background};color:${colours.text};border-top:6px solid ${colours.accent}}
main{max-width:860px;margin:0 auto;padding:48px 24px}
h1{font-size:2.6rem;line-height:1.15;margin:0 0 12px}
h2{font-size:1.5rem;margin:40px 0 8px}
p{color:${colours.muted};font-size:1.05rem;line-height:1.6;margin:0}
header p{font-size:1.2rem}
.verdict{display:grid;grid-template-columns:repeat(auto-fit,minmax(150px,1fr));gap:16px;margin:16px 0 0}
.verdict dt{font-size:.9rem}.verdict dd{margin:0;font-size:1.5rem;font-weight:700}
.cta{display:inline-block;margin-top:16px;padding:12px 20px;border-radius:6px;background:${colours.accent};color:${colours.onAccent};text-decoration:none;font-weight:600}
</style>
</head>
<body>
<main>
${sections}
</main>
</body>
</html>
`;
}

/** Saves `contents` as a file through a temporary link (the browser's download, no server round trip). */
export function saveFile(name: string, contents: Blob): void {
  const url = URL.createObjectURL(contents);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
