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

// Nothing may be left running once the file is written: a timer or socket left behind keeps this
// process (and so `make build`, `make run` and CI) waiting for minutes with nothing to do. Fail the
// build instead of idling, naming what was left.
// (Handles that are only closing, files and the terminal end by themselves; timers and sockets do not.)
const keepsAlive = new Set(['Timeout', 'Immediate', 'TCPSocketWrap', 'TCPServerWrap', 'UDPWrap']);
const leftRunning = process.getActiveResourcesInfo().filter((r) => keepsAlive.has(r));
if (leftRunning.length > 0) {
  console.error(`prerender: the render left ${leftRunning.join(', ')} running; clear it where it is made (src/prerender.tsx)`);
  process.exit(1);
}
