import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development (`npm run dev -w @kasuwa/web`) the API runs separately on port 4000; in production
// the API process serves the built files from apps/web/dist itself, so no proxy is involved.
const API_ORIGIN = 'http://localhost:4000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: {
      '/graphql': API_ORIGIN,
      '/upload': API_ORIGIN,
      '/uploads': API_ORIGIN,
      '/healthz': API_ORIGIN,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
