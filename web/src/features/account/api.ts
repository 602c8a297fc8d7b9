import type { ChangePasswordRequest, UpdateOwnProfileRequest, UserDto } from '@boxstudio/contracts';
import { api, withServerMessage, type CommandAnswer } from '../../lib/api';
import { listTag, ME_TAG, recordTag } from '../../lib/cache-tags';

/** One's own account: name and phone, and the password (CONTRACT: PUT /auth/profile, PUT /auth/password). */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateOwnProfile: build.mutation<CommandAnswer<UserDto>, UpdateOwnProfileRequest>({
      query: (body) => ({ url: '/auth/profile', method: 'PUT', body }),
      transformResponse: withServerMessage<UserDto>,
      // The name shows in the staff's lists too.
      invalidatesTags: (answer) => [ME_TAG, listTag('User'), ...(answer ? [recordTag('User', answer.data.id)] : [])],
    }),
    changePassword: build.mutation<CommandAnswer<UserDto>, ChangePasswordRequest>({
      query: (body) => ({ url: '/auth/password', method: 'PUT', body }),
      transformResponse: withServerMessage<UserDto>,
      invalidatesTags: [ME_TAG],
    }),
  }),
});

export const { useUpdateOwnProfileMutation, useChangePasswordMutation } = accountApi;
