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

FROM base
ENV DATA_DIR=/data PORT=8080 HOST=0.0.0.0
RUN mkdir -p /data && chown node:node /data
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build ./build
COPY --from=build --chown=node:node /app/public ./public
COPY --from=build --chown=node:node /app/drizzle ./drizzle
COPY --from=build --chown=node:node /app/app/seed/assets ./app/seed/assets
COPY --from=build --chown=node:node /app/server.js /app/package.json ./
COPY --from=build --chown=node:node /app/scripts/admin.js ./scripts/admin.js
USER node
VOLUME /data
EXPOSE 8080
# Migrates, creates the admin from ADMIN_EMAIL/ADMIN_PASSWORD, seeds an empty database, then listens.
CMD ["node", "server.js"]
