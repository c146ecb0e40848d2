// The workshops module's public entry (ADR 0094): group sessions with seats held in escrow, a waitlist,
// attendance settled through the ledger, reminders, and Explore's featured Elite members.
export { workshopsRoutes } from './workshops.routes.ts';
export { sendWorkshopReminders } from './workshop-reminders.ts';
export { listWorkshopsTeaching } from './workshop-views.ts';
export { listFeaturedMembers } from './featured-members.ts';
export { collectWorkshopData, workshopVisibleToSql } from './workshops.repository.ts';
export { releaseUnmarkedWorkshopSeats, releaseWorkshopsOfDeletedMember } from './workshop-upkeep.ts';
