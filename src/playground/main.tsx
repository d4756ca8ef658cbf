// The playground's entry (playground.html): served by `npm run dev` only, never built.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import '../ui/styles/global.css'
import { Playground } from './Playground'

createRoot(document.getElementById('playground')!).render(
  <StrictMode>
    <Playground />
  </StrictMode>,
)
