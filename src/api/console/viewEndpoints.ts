// The console's calls of saved views and the export log (issue 43, item 8), in the shape of the
// console's one endpoint table (src/api/console/endpoints.ts), into which they are folded:
// method, path relative to /api/agents, the schemas of what goes and comes, and who may call.
import * as z from 'zod/mini'
import {
  databaseId,
  exportLog,
  savedView,
  savedViewList,
  savedViewRequest,
} from '../../agents/contract'

export const viewEndpoints = {
  /** The signed-in account's saved views, by name. */
  listViews: { method: 'GET', path: '/views', response: savedViewList, access: 'staff' },
  /** 201 with the view; 409 when the name is taken or the account holds 20 views. */
  saveView: {
    method: 'POST',
    path: '/views',
    body: savedViewRequest,
    response: savedView,
    access: 'staff',
  },
  /** 204; 404 for a view the account does not own. */
  deleteView: {
    method: 'DELETE',
    path: '/views/:id',
    params: z.object({ id: databaseId }),
    access: 'staff',
  },
  /** The newest CSV exports: who, when, the filters, the rows written. */
  listExports: { method: 'GET', path: '/exports', response: exportLog, access: 'admin' },
} as const
