import { createFileRoute } from '@tanstack/react-router'
import { AdminPage } from '../agents/pages'

export const Route = createFileRoute('/agents/admin')({ component: AdminPage })
