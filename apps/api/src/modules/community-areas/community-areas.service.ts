import type {
  CommunityArea,
  CommunityAreaInput,
  CommunityAreaList,
} from '@skillswap/contracts/community-areas/schemas';
import { communityAreaLimits } from '@skillswap/contracts/community-areas/schemas';
import type { DbOrTx } from '../../db/client.ts';
import { recordAuditEvent, type AuditContext } from '../../lib/audit.ts';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import {
  assertCanSeeContent,
  assertCoordinator,
  isActiveCommunityMember,
  standingIn,
} from '../communities/index.ts';
import {
  countAreas,
  deleteArea,
  findArea,
  findAreaNamed,
  insertArea,
  listAreas,
  updateArea,
  type AreaListRow,
} from './community-areas.repository.ts';

const toArea = (row: AreaListRow): CommunityArea => ({
  id: row.id,
  name: row.name,
  cities: row.cities,
  postcodePrefixes: row.postcode_prefixes,
  coordinator:
    row.coordinator_id && row.coordinator_name
      ? { id: row.coordinator_id, name: row.coordinator_name }
      : null,
  members: Number(row.members),
});

export async function getCommunityAreas(
  db: DbOrTx,
  options: { viewerId: string; slug: string },
): Promise<CommunityAreaList> {
  const standing = await standingIn(db, options.slug, options.viewerId);
  assertCanSeeContent(standing);
  return { items: (await listAreas(db, standing.community)).map(toArea) };
}

/**
 * One of the community's areas, for the map's and the reports' filters: 404 when it is not the community's
 * (an area of another community is never read through this one).
 */
export async function areaOfCommunity(db: DbOrTx, communityId: string, areaId: string) {
  const area = await findArea(db, communityId, areaId);
  if (!area) throw notFound('communityAreas.areaNotFound');
  return area;
}

type ChangeOptions = {
  actorId: string;
  slug: string;
  input: CommunityAreaInput;
  now: Date;
  audit: AuditContext;
};

/** The checks a new or changed area passes: a name free in the community, a coordinator who is a member. */
async function checkedValues(db: DbOrTx, communityId: string, input: CommunityAreaInput, areaId?: string) {
  const sameName = await findAreaNamed(db, communityId, input.name);
  if (sameName && sameName.id !== areaId) throw conflict('communityAreas.theCommunityAlreadyHas');
  if (input.coordinatorId && !(await isActiveCommunityMember(db, communityId, input.coordinatorId))) {
    throw new AppError(errorCodes.validation, 'communityAreas.chooseAMemberOf');
  }
  return {
    name: input.name,
    cities: input.cities,
    postcodePrefixes: input.postcodePrefixes,
    coordinatorId: input.coordinatorId,
  };
}

async function readBack(db: DbOrTx, community: Parameters<typeof listAreas>[1], areaId: string) {
  const row = (await listAreas(db, community)).find((area) => area.id === areaId);
  return toArea(row!);
}

export async function createCommunityArea(db: DbOrTx, options: ChangeOptions): Promise<CommunityArea> {
  return db.transaction(async (tx) => {
    const standing = await standingIn(tx, options.slug, options.actorId, { lock: true });
    assertCoordinator(standing);
    const { community } = standing;
    if ((await countAreas(tx, community.id)) >= communityAreaLimits.maxAreas) {
      throw conflict('communityAreas.aCommunityHasAt');
    }
    const values = await checkedValues(tx, community.id, options.input);
    const area = await insertArea(tx, community.id, { ...values, now: options.now });
    await recordAuditEvent(tx, {
      event: 'community_area_created',
      userId: options.actorId,
      actorId: options.actorId,
      details: { communityId: community.id, areaId: area.id, after: values },
      ...options.audit,
    });
    return readBack(tx, community, area.id);
  });
}

export async function changeCommunityArea(
  db: DbOrTx,
  options: ChangeOptions & { areaId: string },
): Promise<CommunityArea> {
  return db.transaction(async (tx) => {
    const standing = await standingIn(tx, options.slug, options.actorId, { lock: true });
    assertCoordinator(standing);
    const { community } = standing;
    const before = await areaOfCommunity(tx, community.id, options.areaId);
    const values = await checkedValues(tx, community.id, options.input, before.id);
    await updateArea(tx, before.id, { ...values, now: options.now });
    await recordAuditEvent(tx, {
      event: 'community_area_changed',
      userId: options.actorId,
      actorId: options.actorId,
      details: {
        communityId: community.id,
        areaId: before.id,
        before: {
          name: before.name,
          cities: before.cities,
          postcodePrefixes: before.postcodePrefixes,
          coordinatorId: before.coordinatorId,
        },
        after: values,
      },
      ...options.audit,
    });
    return readBack(tx, community, before.id);
  });
}

export async function removeCommunityArea(
  db: DbOrTx,
  options: { actorId: string; slug: string; areaId: string; audit: AuditContext },
): Promise<void> {
  await db.transaction(async (tx) => {
    const standing = await standingIn(tx, options.slug, options.actorId, { lock: true });
    assertCoordinator(standing);
    const area = await areaOfCommunity(tx, standing.community.id, options.areaId);
    await deleteArea(tx, area.id);
    await recordAuditEvent(tx, {
      event: 'community_area_deleted',
      userId: options.actorId,
      actorId: options.actorId,
      details: { communityId: standing.community.id, areaId: area.id, name: area.name },
      ...options.audit,
    });
  });
}
