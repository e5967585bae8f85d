-- Trigram matching for the city search (cities feature). On PGlite the extension must also be
-- loaded when the database is opened (see platform/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
