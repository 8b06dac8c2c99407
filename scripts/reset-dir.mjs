// Empties a folder (the e2e run's database) so every run starts from a fresh install.
import { rmSync } from 'node:fs'

const dir = process.argv[2]
if (!dir || !dir.startsWith('.tmp/')) throw new Error('reset-dir only empties folders under .tmp/')
rmSync(dir, { recursive: true, force: true })
