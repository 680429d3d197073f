# Kasuwa in one image: the compiled API (apps/api/dist), which also serves the built web app
# (apps/web/dist). `docker build -t kasuwa .`; docs/deploy.md has the settings, compose.yaml a
# whole stack.
ARG NODE_IMAGE=node:22-bookworm-slim

# 1. Build: every dependency (dev ones too), then `npm run build` (Vite for the web app, esbuild
#    for the API).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The manifests first, so that the installed dependencies are reused until they change.
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. The API's production dependencies only. The workspace packages are inside the bundle, so
#    their links are dropped; nothing here needs an install script.
FROM ${NODE_IMAGE} AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
RUN npm ci --omit=dev --workspace=@kasuwa/api --ignore-scripts --no-audit --no-fund \
  && rm -rf node_modules/@kasuwa

# 3. What runs: no compiler, no sources, no dev dependencies, not root.
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    HOST=0.0.0.0 \
    PORT=4000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=production-dependencies /app/node_modules node_modules
COPY apps/api/package.json apps/api/
COPY apps/api/drizzle apps/api/drizzle
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# DATA_DIR: the embedded database and images when no DATABASE_URL / S3_BUCKET is set (mount a volume).
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 4000
# Liveness: the process answers. (Readiness, /readyz, is for the load balancer.)
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 4000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The same flags as `npm start` (scripts/lib.mjs, API_NODE_ARGS). SIGTERM drains within 10 s.
CMD ["node", "--max-semi-space-size=8", "--max-old-space-size=256", "apps/api/dist/main.js"]
