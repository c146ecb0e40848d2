import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatePortfolioItemInput } from '@skillswap/contracts/portfolio/schemas';
import { portfolioRoutes } from '@skillswap/contracts/portfolio/routes';
import { callApi } from '@/lib/api-client.ts';
import { portfolioKeys } from './keys.ts';

/** The signed-in member's items (Premium and up). */
export function useMyPortfolio(enabled: boolean) {
  return useQuery({
    queryKey: portfolioKeys.mine,
    queryFn: ({ signal }) => callApi(portfolioRoutes.listMyPortfolio, { signal }),
    enabled,
    retry: false,
  });
}

/** The items a public profile shows (none while the owner's plan is below Premium). */
export function useProfilePortfolio(memberId: string) {
  return useQuery({
    queryKey: portfolioKeys.portfolio(memberId),
    queryFn: ({ signal }) =>
      callApi(portfolioRoutes.listProfilePortfolio, { params: { id: memberId }, signal }),
    retry: false,
  });
}

export function useAddPortfolioItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, ...input }: Omit<CreatePortfolioItemInput, 'imageId'> & { file: File }) => {
      const form = new FormData();
      form.append('file', file);
      const image = await callApi(portfolioRoutes.uploadPortfolioImage, { body: form });
      return callApi(portfolioRoutes.createPortfolioItem, { body: { ...input, imageId: image.imageId } });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: portfolioKeys.mine }),
  });
}

export function useReorderPortfolio() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => callApi(portfolioRoutes.reorderPortfolio, { body: { ids } }),
    onSuccess: (portfolio) => client.setQueryData(portfolioKeys.mine, portfolio),
  });
}

export function useRemovePortfolioItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(portfolioRoutes.deletePortfolioItem, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: portfolioKeys.mine }),
  });
}
