import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { ManagedMembersSection } from '@/features/managed-members/components/managed-members-section.tsx';
import { setActingFor } from '@/features/member-helpers/api/acting-for.ts';
import { CommunityHelpersList } from '@/features/member-helpers/components/community-helpers-list.tsx';

/**
 * The community page's part for members who are not online: the coordinator adds
 * members without e-mail and, as their helper, acts for them from here.
 */
export function CommunityHelpersPanel({ slug }: { slug: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <div className="grid gap-4">
      <ManagedMembersSection
        slug={slug}
        onActFor={(member) => {
          setActingFor({ memberId: member.id, name: member.name }, queryClient);
          void navigate(paths.mySwaps);
        }}
      />
      <CommunityHelpersList slug={slug} />
    </div>
  );
}
