// The roles sub-module's entry (ADR 66): who may use the operator console, and how roles are given.
export { rememberStaff, requireStaff, type StaffRole } from './require-staff.ts';
export { setMemberRole } from './member-roles.repository.ts';
export { findMemberWithRole } from './roles.repository.ts';
export { requireStaffMayActOn } from './staff-rank.ts';
