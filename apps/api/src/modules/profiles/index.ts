// The profiles module's public entry (ADR 0059): members' profiles, avatars and the verified badge.
export { profilesRoutes } from './profiles.routes.ts';
export { getProfileDetail } from './profiles.service.ts';
export {
  findProfileVisibility,
  locateUnlocatedCities,
  setProfileVisibility,
  setVerifiedBadge,
  updatePrivacySettings,
} from './profiles.repository.ts';
export {
  endPaidPlansOf,
  lockLivePlan,
  setPlanUnlessEnterprise,
  setProfilePlan,
} from './profile-plan.repository.ts';
export { createMemberProfile } from './profile-creation.repository.ts';
export { refreshProfileRating } from './profile-figures.repository.ts';
export { anonymizeProfile, markProfileDeleted } from './profile-erasure.repository.ts';
export { createDatabaseAvatarStorage } from './avatar-storage.repository.ts';
export { importDiskAvatars } from './avatar-import.ts';
export { avatarTooLarge, deleteUnreferencedAvatars, storePortfolioImage } from './avatars.service.ts';
