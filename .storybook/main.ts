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
    return viteConfig;
  },
};

export default config;
