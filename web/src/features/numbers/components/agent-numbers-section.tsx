import { useAgentNumbers } from '../api/get-agent-numbers';
import { useNumberAction, useSearchNumbersForSale } from '../api/number-actions';
import { useNumberLimitReason } from '../hooks/use-number-limit';
import { AgentNumbersView } from './agent-numbers';

/** The agent's numbers, live, wired to the /phone-numbers/... routes. */
export function AgentNumbersSection({ orgId, agentId }: { orgId: string; agentId: string }) {
  const numbers = useAgentNumbers({ orgId, agentId });
  const limitReason = useNumberLimitReason(orgId, numbers);
  const search = useSearchNumbersForSale();
  const action = useNumberAction(agentId);
  const list = numbers.status === 'success' ? numbers.data : [];
  // A new number is the agent's primary only when it has none yet.
  const isSecondary = list.some((number) => number.isPrimary);
  return (
    <AgentNumbersView
      numbers={numbers}
      limitReason={limitReason}
      onSearch={(request) => search.mutateAsync(request)}
      onBuy={(number) =>
        action.mutateAsync({
          kind: 'buy',
          request: {
            agentId,
            provider: 'twilio',
            countryCode: number.countryCode,
            phoneNumber: number.phoneNumber,
            isSecondary,
          },
        })
      }
      onImport={(form) =>
        action.mutateAsync({
          kind: 'import',
          request: {
            agentId,
            provider: form.provider,
            countryCode: form.countryCode,
            phoneNumber: form.phoneNumber,
            isSecondary,
            ...(form.provider === 'twilio'
              ? { twilioAccountSid: form.twilioAccountSid, twilioAuthToken: form.twilioAuthToken }
              : { vonage: { orgId, apiKey: form.vonageApiKey, apiSecret: form.vonageApiSecret } }),
          },
        })
      }
      onAddSip={(sipAddress) => action.mutateAsync({ kind: 'sip', request: { agentId, sipAddress } })}
      onSetPrimary={(number) =>
        action.mutateAsync({ kind: 'setPrimary', request: { agentId, endpoint: number.number } })
      }
      onDelete={(number) =>
        action.mutateAsync({
          kind: 'delete',
          request: number.isPrimary ? { agentId } : { agentId, endpoint: number.number, isSecondary: true },
        })
      }
    />
  );
}
