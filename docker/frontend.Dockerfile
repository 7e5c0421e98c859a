# syntax=docker/dockerfile:1

# One image per frontend app: the shell (host) or one remote, as static files behind nginx.
# Build it from the repository root:
#
#   docker build -f docker/frontend.Dockerfile --build-arg APP=shell        -t invoicing-shell .
#   docker build -f docker/frontend.Dockerfile --build-arg APP=editor       -t invoicing-editor .
#   docker build -f docker/frontend.Dockerfile --build-arg APP=admin        -t invoicing-admin .
#   docker build -f docker/frontend.Dockerfile --build-arg APP=public-pages -t invoicing-public-pages .
#
# Run time: BACKEND_URL (default http://backend:3000; scheme://host[:port], no trailing slash)
# is where /api/ and /app-manifest.json are proxied to; set it to an empty string to switch the
# proxy off (a remote needs none). See nginx/frontend.conf.
#
# Needs BuildKit (the default builder of Docker Engine 23+ and of `docker compose`): it reads
# frontend.Dockerfile.dockerignore beside this file and uses a cache mount.

# ---------------------------------------------------------------------------------------------
# build
FROM node:24-bookworm AS build
WORKDIR /app
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
RUN --mount=type=cache,target=/root/.npm,sharing=locked \
    npm install --no-audit --no-fund

# The whole tree, less what frontend.Dockerfile.dockerignore leaves out (among it the backend's
# sources). No other package needs building first: frontends/webpack.base.cjs compiles
# @app/contracts and @app/platform from their sources.
COPY . .

# Declared this late on purpose: every layer above is the same for all four apps, so building
# the four images (as compose does) installs the dependencies once.
ARG APP
RUN set -e; \
    case "$APP" in \
      shell|editor|admin|public-pages) ;; \
      *) echo "Set --build-arg APP=shell|editor|admin|public-pages (got '$APP')" >&2; exit 1 ;; \
    esac; \
    npm run build -w "@app/$APP"; \
    if [ "$APP" = shell ]; then entry=index.html; else entry=remoteEntry.js; fi; \
    test -f "frontends/$APP/dist/$entry" \
      || { echo "frontends/$APP/dist/$entry is missing after the build" >&2; exit 1; }; \
    cp -R "frontends/$APP/dist" /out

# ---------------------------------------------------------------------------------------------
# runtime: nginx serving the app's dist folder
FROM nginx:1.30-alpine AS runtime
ARG APP
LABEL org.opencontainers.image.title="invoicing-${APP}"

# The official image renders /etc/nginx/templates/*.template with envsubst into
# /etc/nginx/conf.d/ at start-up, replacing only variables set in the environment (so nginx's own
# $variables are left alone). NGINX_ENTRYPOINT_LOCAL_RESOLVERS=1 makes the entrypoint put this
# container's DNS servers into NGINX_LOCAL_RESOLVERS, which the template's `resolver` uses.
ENV BACKEND_URL=http://backend:3000 \
    NGINX_ENTRYPOINT_LOCAL_RESOLVERS=1

# Without the stock welcome page, a remote (which has no index.html) answers 404, not nginx's
# page, for anything that is not one of its files.
RUN rm -rf /usr/share/nginx/html/*
COPY docker/nginx/frontend.conf /etc/nginx/templates/default.conf.template
COPY --from=build /out/ /usr/share/nginx/html/

EXPOSE 80
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 \
  CMD wget -q -O /dev/null http://127.0.0.1/healthz || exit 1
