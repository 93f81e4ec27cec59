import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: [
    '../widgets/**/*.stories.@(ts|tsx)',
    '../resources/**/*.stories.@(ts|tsx)',
    '../src/**/*.stories.@(ts|tsx)',
  ],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    // The app's manualChunks split is tuned for the app's lazy screens; Storybook bundles its own
    // preview and would only get odd chunks from it.
    const output = viteConfig.build?.rollupOptions?.output;
    if (output && !Array.isArray(output)) delete output.manualChunks;
    // Precompressed copies are for the server's static files (dist/client); the Storybook build is
    // never served by it, and brotli at its best level on ~13 MB of Storybook was a third of its build.
    viteConfig.plugins = (viteConfig.plugins ?? []).flat().filter((plugin) => !(plugin && 'name' in plugin && plugin.name === 'precompress-assets'));
    return viteConfig;
  },
};

export default config;
