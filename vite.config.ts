import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressAssets } from './scripts/precompressAssets';

/**
 * Heavy libraries only reached from lazily loaded screens get their own chunks, so the
 * login page downloads react, react-admin, MUI core and the login form only.
 * The shell (layout), every page, the data grid and the form engine load via React.lazy.
 */
const lazyVendorChunks: ReadonlyArray<readonly [chunk: string, match: RegExp]> = [
  ['data-grid', /[\\/]node_modules[\\/]@mui[\\/]x-(data-grid|internals|virtualizer)[\\/]/],
  ['form-engine', /[\\/]node_modules[\\/](@rjsf[\\/]|ajv[\\/]|ajv-formats[\\/])/],
  ['calendar', /[\\/]node_modules[\\/]react-big-calendar[\\/]/],
  // The error report's CSV writer; import files are read by the server (src/server/work/readSheet.ts).
  ['spreadsheet', /[\\/]node_modules[\\/]papaparse[\\/]/],
  ['pdf', /[\\/]node_modules[\\/](pdf-lib|@pdf-lib)[\\/]/],
];

export default defineConfig({
  plugins: [react(), precompressAssets()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    rollupOptions: {
      output: {
        // Only the matched modules go to the named chunks. By default Rollup also pulls a manual chunk's
        // unassigned dependencies (react, MUI…) into it, and the entry would then import the data grid chunk.
        onlyExplicitManualChunks: true,
        manualChunks(id) {
          for (const [chunk, match] of lazyVendorChunks) {
            if (match.test(id)) return chunk;
          }
          return undefined;
        },
      },
    },
  },
});
