-- A community's member list leaves out deleted accounts (communities.repository.ts, memberIdsSql). Joined with
-- users, that read every account row to keep a few thousand (a 50,000-row scan for the largest community of
-- bench:explore-communities); against this index of the deleted accounts alone it is a probe of a small hash.
CREATE INDEX users_deleted_idx ON users (id) WHERE deleted_at IS NOT NULL;
