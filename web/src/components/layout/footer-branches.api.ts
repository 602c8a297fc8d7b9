import type { BranchListResponse } from '@boxstudio/contracts';
import { api } from '../../lib/api';

/** The public branch list shown in the footer (GET /branches needs no login). */
const footerApi = api.injectEndpoints({
  endpoints: (build) => ({
    footerBranches: build.query<BranchListResponse, void>({
      query: () => ({ url: '/branches', params: { status: 'active', limit: 10 } }),
      providesTags: [{ type: 'Branch', id: 'LIST' }],
    }),
  }),
});

export const { useFooterBranchesQuery } = footerApi;
