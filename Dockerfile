# GigTally as one stateless container: run as many as you like over one PostgreSQL (see compose.yaml and README).
FROM node:26-trixie-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:26-trixie-slim
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# Applied at start-up; instances starting together take turns (an advisory lock).
COPY --from=build /app/server/db/migrations ./server/db/migrations
# data/receipts exists in the image so that a volume mounted there (compose.yaml) starts owned by node.
RUN mkdir -p /app/data/receipts && chown -R node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# SIGTERM finishes requests in flight and closes the database before exiting.
CMD ["node", "dist/server/main.js"]
