import { workshopRoutes } from '@skillswap/contracts/workshops/routes';
import { fillPath } from '@skillswap/contracts/shared/route';
import { downloadWithSession } from '@/lib/download-file.ts';

/** "Add to calendar": the seat's .ics, downloaded with the member's token. */
export function downloadWorkshopInvite(workshopId: string, failure: string) {
  return downloadWithSession(
    fillPath(workshopRoutes.downloadWorkshopInvite.path, { id: workshopId }),
    'skillswap-workshop.ics',
    failure,
  );
}
