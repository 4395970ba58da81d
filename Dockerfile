# One container: the built Remix site, its SQLite file and uploads on a volume at /data.
FROM node:20-bookworm-slim AS base
ENV NODE_ENV=production
WORKDIR /app

# Dependencies, with the tools better-sqlite3 needs to compile when no prebuilt binary fits.
FROM base AS deps
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm install --include=dev --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build && npm prune --omit=dev

# Litestream, a pinned release, for continuous replication of the database when LITESTREAM_REPLICA_URL is set.
FROM base AS litestream
RUN apt-get update && apt-get install -y --no-install-recommends curl ca-certificates && rm -rf /var/lib/apt/lists/*
ARG LITESTREAM_VERSION=0.5.12
ARG TARGETARCH=amd64
RUN arch="$([ "$TARGETARCH" = "arm64" ] && echo arm64 || echo x86_64)" \
  && curl -fsSL "https://github.com/benbjohnson/litestream/releases/download/v${LITESTREAM_VERSION}/litestream-${LITESTREAM_VERSION}-linux-${arch}.tar.gz" \
  | tar -xz -C /usr/local/bin litestream \
  && litestream version

FROM base
ENV DATA_DIR=/data PORT=8080 HOST=0.0.0.0
RUN mkdir -p /data && chown node:node /data
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build ./build
COPY --from=build --chown=node:node /app/public ./public
COPY --from=build --chown=node:node /app/drizzle ./drizzle
COPY --from=build --chown=node:node /app/app/seed/assets ./app/seed/assets
COPY --from=build --chown=node:node /app/server.js /app/package.json /app/litestream.yml ./
# npm run admin, backup and restore; the start script.
COPY --from=build --chown=node:node /app/scripts/server-build.js /app/scripts/admin.js /app/scripts/backup.js /app/scripts/restore.js /app/scripts/start.sh ./scripts/
COPY --from=litestream /usr/local/bin/litestream /usr/local/bin/litestream
# Litestream (Go) reads the system's certificate authorities to reach S3 over HTTPS; the slim image may not have them.
COPY --from=litestream /etc/ssl/certs/ca-certificates.crt /etc/ssl/certs/ca-certificates.crt
USER node
VOLUME /data
EXPOSE 8080
# Migrates, creates the admin from ADMIN_EMAIL/ADMIN_PASSWORD, seeds an empty database, then listens; under
# Litestream when LITESTREAM_REPLICA_URL is set (scripts/start.sh).
CMD ["sh", "scripts/start.sh"]
