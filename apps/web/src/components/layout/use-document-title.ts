import { useEffect } from 'react';

/** Sets the tab title to "<page> | SkillSwap"; the landing page passes no page name. */
export function useDocumentTitle(page?: string) {
  useEffect(() => {
    document.title = page ? `${page} | SkillSwap` : 'SkillSwap: Trade Skills. Build Value. No Money Needed.';
  }, [page]);
}
