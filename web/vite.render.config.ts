import { mergeConfig, type Plugin } from 'vite';

import base from './vite.config.ts';

/*
 * The server renderer's build (src/server-render.tsx): one self-contained script that the Go server runs in
 * goja, a JavaScript engine written in Go (internal/ssr). Nothing left to import (a 'webworker' SSR build
 * inlines every page's code; a lazy page resolves in a microtask), the browser build of React's server
 * renderer (no Node built-ins), and syntax goja reads (es2017).
 */

// The one dynamic import left after inlining is react-router's loader of data-router route modules, which
// the app's declarative router never calls; goja cannot parse `import(`, so it becomes a function that refuses.
const noDynamicImport: Plugin = {
  name: 'dayspa-no-dynamic-import',
  renderChunk(code) {
    const out = code.replace(/\bimport\(/g, 'dayspaNoImport(');
    return `var dayspaNoImport=function(m){return Promise.reject(new Error("no dynamic import: "+m))};${out}`;
  },
};

// React's renderToString gathers the page with `result += chunk`, thousands of times. V8 joins strings
// lazily; goja copies both every time, which made a render of /services spend a third of its time copying.
// Gathered in an array and joined once, the output is the same. The build fails if React's code no longer
// has these lines, so the patch is never silently lost.
const legacyRenderer = 'react-dom-server-legacy.browser.production.js';
const joinOnce: [string, string][] = [
  ['result = "",', 'result = [],'],
  ['null !== chunk && (result += chunk);', 'null !== chunk && result.push(chunk);'],
  ['return result;\n}\nexports.renderToStaticMarkup', 'return result.join("");\n}\nexports.renderToStaticMarkup'],
];
const gatherOutputOnce: Plugin = {
  name: 'dayspa-render-join-once',
  transform(code, id) {
    if (!id.endsWith(legacyRenderer)) return null;
    let out = code;
    for (const [from, to] of joinOnce) {
      if (out.split(from).length !== 2) throw new Error(`${id}: expected one "${from}" to patch`);
      out = out.replace(from, to);
    }
    return out;
  },
};

// The dashboard is never rendered on the server (a manager's browser renders it): its code, a third of the
// app, is left out, and its routes render nothing here. Less to compile and to keep in memory per runtime.
const dashboardRoutes = /\/app\/routes\/admin\/[^/]+$/;
const noDashboard: Plugin = {
  name: 'dayspa-no-dashboard',
  enforce: 'pre',
  async resolveId(source, importer) {
    const resolved = await this.resolve(source, importer, { skipSelf: true });
    if (!resolved || !dashboardRoutes.test(resolved.id.replace(/\.tsx?$/, ''))) return null;
    return '\0dayspa-no-dashboard';
  },
  load(id) {
    if (id !== '\0dayspa-no-dashboard') return null;
    return 'const none = () => null; export { none as AdminDashboardRoute, none as AdminLoginRoute };';
  },
};

export default mergeConfig(base, {
  plugins: [noDynamicImport, gatherOutputOnce, noDashboard],
  ssr: { target: 'webworker', noExternal: true },
  resolve: { conditions: ['browser', 'import', 'module', 'default'] },
  build: {
    outDir: 'dist/server',
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
    target: 'es2017',
    minify: true,
    // One script: the client build's chunk groups (vite.config.ts) do not apply.
    rolldownOptions: {
      input: 'src/server-render.tsx',
      output: { format: 'iife', entryFileNames: 'render.js', codeSplitting: false },
    },
  },
});
