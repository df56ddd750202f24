// The build's last step: writes dist/prerendered.json, the HTML inside #root of each public page
// (src/prerender.tsx), which the Go server puts into the page it sends for that route.
import { writeFile } from 'node:fs/promises';

const { prerenderedPaths, renderPage } = await import('../dist-ssr/prerender.js');

const pages = {};
for (const path of prerenderedPaths) {
  const html = await renderPage(path);
  if (!html.includes('<main')) throw new Error(`prerender ${path}: no <main> in ${html.slice(0, 200)}`);
  pages[path] = html;
}
await writeFile(new URL('../dist/prerendered.json', import.meta.url), JSON.stringify(pages));
console.log(`prerendered ${Object.keys(pages).length} pages: ${Object.keys(pages).join(' ')}`);
