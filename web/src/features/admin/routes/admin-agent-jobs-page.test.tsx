import { userSchema, type User } from '@parley/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AsyncState } from '../../../lib/async-state';
import { renderWithProviders } from '../../../testing/render';
import AdminAgentJobsPage from './admin-agent-jobs-page';

const reads: { profile: AsyncState<User | null> } = { profile: { status: 'loading' } };
vi.mock('../../../lib/use-user-profile', () => ({ useUserProfile: () => reads.profile }));
vi.mock('../api/admin-jobs', () => ({
  useRecentAdminJobs: () => ({ status: 'success', data: [] }),
  useStartAdminJob: () => ({ mutateAsync: vi.fn() }),
}));

const profile = (role: User['role']) => userSchema.parse({ uid: 'user-ann', email: 'ann@example.com', role });

describe('AdminAgentJobsPage', () => {
  it('tells anyone but a platform ADMIN that the page is not for them', () => {
    reads.profile = { status: 'success', data: profile('USER') };
    renderWithProviders(<AdminAgentJobsPage />);
    expect(screen.getByText('This page is for platform administrators only.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Review and start' })).not.toBeInTheDocument();
  });

  it('shows the batch screen to a platform ADMIN', () => {
    reads.profile = { status: 'success', data: profile('ADMIN') };
    renderWithProviders(<AdminAgentJobsPage />);
    expect(screen.getByRole('heading', { name: 'Agent batch jobs' })).toBeInTheDocument();
  });
});
