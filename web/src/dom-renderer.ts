/*
 * React's DOM renderer, the largest script of the app by far, as a chunk of its own: src/main.tsx fetches it
 * beside the app (src/start.tsx) and the browser runs each in a task of its own as it arrives, instead of both
 * in one long task. Re-exported from here rather than imported directly so that the first script stays free
 * of the bundler's CommonJS helper, which react-dom's code needs.
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
