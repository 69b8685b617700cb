#!/bin/sh
# Run once by the postgres image on an empty data directory (docker-entrypoint-initdb.d): the
# login role the server's requests connect as, with a password (migration 0080 creates it without
# one where it does not exist yet, and grants it the request roles).
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  --set=password="$AUTHENTICATOR_PASSWORD" <<'SQL'
create role authenticator login noinherit password :'password';
SQL
