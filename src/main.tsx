import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { buildContainer } from './composition/container'
import { App } from './ui/app'
import './ui/styles/global.css'

const root = document.getElementById('root')
if (root === null) throw new Error('index.html has no #root element')

const container = buildContainer({
  apiBaseUrl: '',
  storage: window.localStorage,
  alert: (message) => window.alert(message),
  console: window.console,
})

createRoot(root).render(
  <StrictMode>
    <App container={container} />
  </StrictMode>,
)
