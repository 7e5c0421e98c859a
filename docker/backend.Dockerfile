# syntax=docker/dockerfile:1

# The backend (NestJS API) image. Build it from the repository root:
#
#   docker build -f docker/backend.Dockerfile -t invoicing-backend .
#
# By default the image holds no frontends: the shell and each remote are their own images
# (frontend.Dockerfile) and the backend only answers /api/ and /app-manifest.json.
# `--build-arg INCLUDE_FRONTENDS=true` bakes the shell and the three remotes into this image as
# well, for a single-container install where the backend serves them itself, as `npm start` does.
#
# Needs BuildKit (the default builder of Docker Engine 23+ and of `docker compose`): it reads
# backend.Dockerfile.dockerignore beside this file, skips unused stages, and uses cache mounts.

# true | false. Declared before the first FROM because it picks a stage below.
ARG INCLUDE_FRONTENDS=false

# ---------------------------------------------------------------------------------------------
# build: every dependency (dev ones too), then compile @app/contracts and @app/backend.
FROM node:24-bookworm AS build
WORKDIR /app
# swagger-ui-dist pulls in @scarf/scarf, whose install script reports the installation.
ENV SCARF_ANALYTICS=false \
    NX_DAEMON=false \
    NX_NO_CLOUD=true

# `npm install`, not `npm ci`: it installs the lockfile's versions too, but tolerates the
# platform builds of optional packages that the lockfile lacks (see the README's Decisions).
# Manifests first, so the install layer is reused until a manifest or the lockfile changes.
# Every workspace the root package.json lists is copied: npm checks the lockfile against them.
COPY package.json package-lock.json .npmrc ./
COPY contracts/package.json contracts/
COPY backend/package.json backend/
COPY frontends/platform/package.json frontends/platform/
COPY frontends/shell/package.json frontends/shell/
COPY frontends/editor/package.json frontends/editor/
COPY frontends/admin/package.json frontends/admin/
COPY frontends/public-pages/package.json frontends/public-pages/
COPY frontends/e2e/package.json frontends/e2e/
# The install also adds the root's `node` devDependency (a Node 24 binary); not needed inside a
# node:24 image, but harmless, and it keeps the lockfile the single source of truth.
RUN --mount=type=cache,target=/root/.npm,sharing=locked \
    npm install --no-audit --no-fund

COPY .swcrc tsconfig.base.json ./
COPY contracts/ contracts/
COPY backend/ backend/
RUN npm run build -w @app/contracts \
 && npm run build -w @app/backend

# ---------------------------------------------------------------------------------------------
# frontends-*: what ends up in /app/frontends of the final image. BuildKit builds only the stage
# that INCLUDE_FRONTENDS picks.
FROM build AS frontends-false
RUN mkdir -p /out/frontends

FROM build AS frontends-true
COPY . .
RUN set -e; \
    mkdir -p /out/frontends; \
    for app in shell editor admin public-pages; do \
      npm run build -w "@app/$app"; \
      mkdir -p "/out/frontends/$app"; \
      cp -R "frontends/$app/dist" "/out/frontends/$app/dist"; \
    done; \
    test -f /out/frontends/shell/dist/index.html

FROM frontends-${INCLUDE_FRONTENDS} AS frontends

# ---------------------------------------------------------------------------------------------
# prod-deps: production dependencies of @app/backend and @app/contracts only; no dev
# dependencies, no frontend packages, none of the root's tooling.
#
# With --workspace, npm installs the named workspaces and the dependencies they reach (with
# --include-workspace-root=false, not the root's own). It still hoists into /app/node_modules,
# nests version conflicts under backend/node_modules, and links
# node_modules/@app/contracts -> ../../contracts, so `@app/contracts/<entry>` resolves through
# contracts/package.json "exports" to contracts/dist (copied in below).
# Install scripts must run: @embedded-postgres/<platform>'s postinstall restores the symlinks its
# PostgreSQL binaries need (the backend imports embedded-postgres even when DATABASE_URL is set).
FROM node:24-bookworm-slim AS prod-deps
WORKDIR /app
ENV SCARF_ANALYTICS=false
COPY package.json package-lock.json .npmrc ./
COPY contracts/package.json contracts/
COPY backend/package.json backend/
COPY frontends/platform/package.json frontends/platform/
COPY frontends/shell/package.json frontends/shell/
COPY frontends/editor/package.json frontends/editor/
COPY frontends/admin/package.json frontends/admin/
COPY frontends/public-pages/package.json frontends/public-pages/
COPY frontends/e2e/package.json frontends/e2e/
RUN --mount=type=cache,target=/root/.npm,sharing=locked \
    npm install --no-audit --no-fund --omit=dev \
      --workspace=@app/backend --workspace=@app/contracts \
      --include-workspace-root=false

# ---------------------------------------------------------------------------------------------
# runtime
FROM node:24-bookworm-slim AS runtime

# FRONTENDS_DIR: the backend serves FRONTENDS_DIR/shell/dist at / and FRONTENDS_DIR/<remote>/dist
# under /remotes/<remote>/. Unless the image was built with INCLUDE_FRONTENDS=true, the folders
# under /app/frontends hold only package.json files (no dist): the frontends are deployed as
# their own images, and the backend answers page requests with 503 "not built". /api/ and
# /app-manifest.json are unaffected.
# DATA_DIR: embedded PostgreSQL (only when DATABASE_URL is unset) and the mail outbox (only when
# SMTP_URL is unset) live here; mount a volume on it when either is used.
# Also read at run time: DATABASE_URL, REDIS_URL, SMTP_URL, PUBLIC_URL, LOG_LEVEL,
# REMOTE_EDITOR_URL, REMOTE_ADMIN_URL, REMOTE_PUBLIC_PAGES_URL, PREVIEW_ENVIRONMENT.
# MALLOC_ARENA_MAX: glibc keeps an arena per thread by default, and what V8's compiler and GC
# threads free stays in theirs; two arenas took 5 to 10 MB off the PDF renderer's peak RSS
# (docs/documents.md, "Where the memory goes"). `npm run bench:pdf` runs its renderer so too.
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    FRONTENDS_DIR=/app/frontends \
    NODE_OPTIONS=--enable-source-maps \
    MALLOC_ARENA_MAX=2

WORKDIR /app
# Owned by root and read-only to the app user; only DATA_DIR is writable.
COPY --from=prod-deps /app ./
COPY --from=build /app/contracts/dist contracts/dist
COPY --from=build /app/backend/dist backend/dist
COPY --from=frontends /out/frontends/ frontends/
RUN mkdir -p /data && chown node:node /data

# `node` (uid 1000) comes with the official image. The embedded PostgreSQL (no DATABASE_URL) can
# run as this user only once backend/src/database/embedded-postgres.ts passes
# `createPostgresUser` to embedded-postgres only when running as root: as a non-root user it
# currently tries `groupadd postgres` and fails. With DATABASE_URL set this does not apply.
USER node
EXPOSE 3000

# 200 only when the database (and Redis, when REDIS_URL is set) answers. The start period covers
# the migrations that run at start-up (and initdb on the first start of an embedded PostgreSQL).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT || 3000}/api/health`, { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

# main.js stops cleanly on SIGTERM. Child processes (the embedded PostgreSQL) are better reaped
# with an init process: `docker run --init`, or `init: true` in compose.
CMD ["node", "backend/dist/main.js"]
