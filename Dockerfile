# Coinfall's API (and, with another command, the demo game provider) as a container image.
# Stages: every dependency to build the SPA, production dependencies only, then the runtime,
# which runs as the image's unprivileged `node` user. See docs/operations.md; compose.yaml uses it.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npx vite build

FROM node:20-bookworm-slim AS production-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 GAME_PORT=3001 CLIENT_DIR=/app/dist/client
WORKDIR /app
COPY --from=production-deps --chown=node:node /app/node_modules ./node_modules
COPY --chown=node:node package.json tsconfig.json ./
COPY --chown=node:node server ./server
COPY --chown=node:node src/core ./src/core
COPY --chown=node:node src/contracts ./src/contracts
COPY --from=build --chown=node:node /app/dist/client ./dist/client
USER node
EXPOSE 3000 3001
HEALTHCHECK --interval=10s --timeout=3s CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
# tsx runs the TypeScript as `npm run serve` does (no build step for the server).
CMD ["node", "--import", "tsx", "server/server.ts"]
