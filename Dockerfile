# syntax=docker/dockerfile:1
# BoxStudio in one image: the API, which also serves the built web app. `docker compose up` runs it
# with EventStoreDB and MongoDB; see docker-compose.yml.

# Node 24 LTS, as .nvmrc says; the product also supports 22.12+.
FROM node:24-bookworm-slim AS base
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 \
    npm_config_audit=false \
    npm_config_fund=false \
    npm_config_update_notifier=false
# No compiler toolchain: better-sqlite3 13 ships prebuilt Node-API binaries inside its package.
# Manifests first, so dependency layers are reused while only source changes.
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY api/package.json api/
COPY web/package.json web/

FROM base AS build
RUN npm ci
COPY . .
RUN npm run build

FROM base AS prod-deps
RUN npm ci --omit=dev

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# Manifests and node_modules (including any nested workspace node_modules) without dev dependencies.
COPY --from=prod-deps /app ./
COPY --from=build /app/contracts/dist contracts/dist
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/web/dist web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=6 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health') \
    .then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "--max-semi-space-size=16", "--heap-growing-percent=20", "api/dist/main.js"]
