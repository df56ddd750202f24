/** The year the app was built in (vite.config.ts `define`). */
declare const __BUILD_YEAR__: number;
