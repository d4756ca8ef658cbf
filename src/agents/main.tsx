// The console's entry (agents.html): its own router on an empty page (nothing is prerendered
// under /agents), and the site's stylesheet for its fonts, colours and form parts.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { startInspectorIfAsked } from '../dev/inspector'
import { createConsoleRouter } from './router'
import { ConsoleApp } from './ConsoleApp'
import '../ui/styles/global.css'

void startConsole()

async function startConsole(): Promise<void> {
  // Before any actor exists, so that every actor is connected when a tester asked for it.
  await startInspectorIfAsked()
  const router = createConsoleRouter()
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ConsoleApp router={router} />
    </StrictMode>,
  )
}
