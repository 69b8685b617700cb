# Athcare: the server (Node.js, TypeScript run by tsx) serving the built web app. Multi-stage: the
# build stage installs everything and builds apps/web; the runtime stage has the server's
# production dependencies only, runs as the unprivileged `node` user and keeps DATA_DIR in a volume.
# See README.md, "Deployment" (compose.yaml runs it with PostgreSQL, Redis and MinIO).
# Node 24 LTS (.node-version pins the exact release CI uses; engines in package.json the floor).
ARG NODE_IMAGE=node:24-bookworm-slim

# The manifests alone, so the dependency layers are reused while only sources change. npm ci needs
# every workspace's package.json, as the lockfile lists them all.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages/shared packages/shared
COPY apps/web apps/web
RUN npm run build -w @athcare/web

# The server's own dependencies (and @athcare/shared's) without dev ones: the web app's are built
# into its dist and its prerender's bundle, so React and the rest stay out of node_modules.
FROM manifests AS production-dependencies
RUN npm ci --omit=dev --workspace @athcare/server --no-audit --no-fund

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=production-dependencies /app/ ./
COPY tsconfig.base.json ./
COPY packages/shared packages/shared
COPY apps/server apps/server
COPY --from=build /app/apps/web/dist apps/web/dist
# The server renders a profile's or a product's frame with the data (src/delivery/app-page.ts):
# the prerender's build, with React and the rest bundled into it.
COPY --from=build /app/apps/web/dist-prerender apps/web/dist-prerender
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# Ready (GET /api/ready): the database answers and has every migration; 503 once shutdown begins.
# The slim image has no curl: Node's fetch asks.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Migrations run at start (under an advisory lock, so several replicas may start at once). SIGTERM
# lets requests in flight finish, then closes the database (src/main.ts); the exec form makes
# node itself receive it.
WORKDIR /app/apps/server
CMD ["node", "--import", "tsx", "src/main.ts"]
