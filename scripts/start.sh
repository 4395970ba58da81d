#!/bin/sh
# The container's command: the server, under Litestream's continuous replication of the database when
# LITESTREAM_REPLICA_URL is set (Litestream runs the server as its child and stops when it stops), else on its own.
set -eu
cd "$(dirname "$0")/.."
if [ -n "${LITESTREAM_REPLICA_URL:-}" ]; then
  exec litestream replicate -config ./litestream.yml -exec "node server.js"
fi
exec node server.js
