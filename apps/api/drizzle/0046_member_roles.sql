-- Roles (ADR 66): who may use the operator console. Everyone is a member; moderators handle reports and
-- disputes; admins may also grant roles and change plans. The first admin comes from `admin:grant`.
ALTER TABLE users
  ADD COLUMN role text NOT NULL DEFAULT 'member' CHECK (role IN ('member', 'moderator', 'admin'));

-- The console lists the team; it is a handful of rows among all members.
CREATE INDEX users_staff_idx ON users (role) WHERE role <> 'member';

-- Who did it, when that is not the member the event is about: the operator behind a console action, the
-- admin behind a role change. NULL for a member's own events and for commands run on the server's machine.
ALTER TABLE audit_log ADD COLUMN actor_id uuid;
CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, created_at) WHERE actor_id IS NOT NULL;
