// The inbox's bulk action (issue 43, item 8) as one entry of the console's endpoint table
// (src/api/console/endpoints.ts, which takes it in): its method, path under the console's base
// (/api/agents), body and answer schemas, and who may call it. The server's route and the
// console's effect both read it, so its path is written here only.
import { bulkAnswer, bulkRequest } from '../../agents/contract'

export const bulkEndpoints = {
  /** One event to several items: 200 with a result per item (done, or refused and why). */
  itemsBulk: {
    method: 'POST',
    path: '/items/bulk',
    body: bulkRequest,
    response: bulkAnswer,
    access: 'staff',
  },
} as const
