-- The coordinators' decisions on a community's members are read from the audit log, newest first (issue 38,
-- item 8): an index per community over those events alone, so the list never scans the whole log.
CREATE INDEX audit_log_community_decisions_idx ON audit_log ((details->>'communityId'), id DESC)
  WHERE event = 'community_member_decided';
