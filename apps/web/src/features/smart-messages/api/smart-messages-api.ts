import {
  type Gender,
  type GetMessagesResponse,
  SERVICES_PATHS,
  type SmartMessagesSummary,
  type SwitchServices,
  type SwitchServicesResponse,
} from '@iskra/contract';
import { api } from '../../../shared/api/index.ts';

/** Paths of the contract are absolute (/api/…); the client adds /api itself. */
function relative(template: string): string {
  return template.replace(/^\/api/, '');
}

/** `GET /api/services/get-messages/{looking}`: the openers for that addressee gender and the saved choice. */
export function getSmartMessages(looking: Gender, signal?: AbortSignal): Promise<GetMessagesResponse> {
  return api.get<GetMessagesResponse>(
    relative(SERVICES_PATHS.messages).replace(':looking', String(looking)),
    {
      signal,
    },
  );
}

/** `GET /api/services/smart-messages/summary`: the real figures the intro may show. */
export function getSmartSummary(signal?: AbortSignal): Promise<SmartMessagesSummary> {
  return api.get<SmartMessagesSummary>(relative(SERVICES_PATHS.summary), { signal });
}

/**
 * `POST /api/services/switch-services`: on with the chosen openers' ids, or off (the server
 * keeps the choice for the next time).
 */
export function switchSmartMessages(
  on: boolean,
  messageIds?: readonly number[],
): Promise<SwitchServicesResponse> {
  const body: SwitchServices = {
    setServices: true,
    data: {
      iskraServices: { smartMessages: on },
      ...(on && messageIds ? { messageIds: [...messageIds] } : {}),
    },
  };
  return api.post<SwitchServicesResponse>(relative(SERVICES_PATHS.switch), body);
}
