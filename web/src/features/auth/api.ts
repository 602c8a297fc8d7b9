import type { AuthResponse, LoginRequest, RegisterRequest, UserDto } from '@boxstudio/contracts';
import { api } from '../../lib/api';
import { ME_TAG } from '../../lib/cache-tags';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AuthResponse, LoginRequest>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
    }),
    register: build.mutation<AuthResponse, RegisterRequest>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
    }),
    logout: build.mutation<null, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
    }),
    profile: build.query<UserDto, void>({
      query: () => '/auth/profile',
      providesTags: [ME_TAG],
    }),
  }),
});

export const { useLoginMutation, useRegisterMutation, useLogoutMutation, useProfileQuery } = authApi;
