import type { RemoveOrgMemberRequest } from '@parley/domain';
import { useMutation } from '@tanstack/react-query';
import { callables } from '../../../lib/callables';
import { useServices } from '../../../lib/services';

/** The removeOrgMember callable: off the member and admin lists; the org document updates live. */
export function useRemoveOrgMember() {
  const { call } = useServices();
  return useMutation({
    mutationFn: (input: RemoveOrgMemberRequest) => call(callables.removeOrgMember, input),
  });
}
